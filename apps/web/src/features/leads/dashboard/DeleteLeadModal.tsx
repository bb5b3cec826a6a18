import { Button, Group, Modal, Text } from "@mantine/core";
import type { Lead } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useDeleteLead } from "../api/mutations";

/** Asks before deleting a request, naming what is lost. */
export function DeleteLeadModal({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const deleteLead = useDeleteLead();

  const confirm = () => {
    if (!lead || deleteLead.isPending) return;
    deleteLead.mutate(
      { id: lead.id },
      {
        onSuccess: () => {
          notifySuccess(t("dashboard.deleted"));
          onClose();
        },
        onError: (error) =>
          notifyError(t("errors.title"), errorMessageOf(error, t("dashboard.deleteFailed"))),
      },
    );
  };

  return (
    <Modal opened={lead !== null} onClose={onClose} title={t("dashboard.deleteTitle")} centered>
      <Text size="sm">{t("dashboard.deleteWarning", { title: lead?.title ?? "" })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t("account.cancel")}
        </Button>
        <Button color="red" loading={deleteLead.isPending} onClick={confirm}>
          {t("dashboard.deleteConfirm")}
        </Button>
      </Group>
    </Modal>
  );
}
