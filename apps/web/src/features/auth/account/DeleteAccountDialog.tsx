import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import type { DeleteAccountBody } from "@uplink/domain";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { paths } from "../../../app/paths";
import { useAuth } from "../session/useAuth";
import { ConfirmDeletionWithCode } from "./ConfirmDeletionWithCode";
import { ConfirmDeletionWithPassword } from "./ConfirmDeletionWithPassword";
import { useDeleteAccount } from "../api/mutations";

/**
 * UI.md: a destructive action names what will be lost and asks again, here with the
 * password, or for an account without one (hosted sign-in only) a code sent by email.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const deleteAccount = useDeleteAccount({
    onDeleted: () => {
      notifySuccess(t("account.deleteAccount.success"));
      void navigate(paths.landing);
    },
  });

  const confirm = (confirmation: DeleteAccountBody) => {
    if (deleteAccount.isPending) return;
    deleteAccount.mutate(confirmation, {
      onError: (error) =>
        notifyError(t("errors.title"), errorMessageOf(error, t("errors.generic"))),
    });
  };
  const actions = (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" mih={44} onClick={onClose}>
        {t("account.cancel")}
      </Button>
      <Button type="submit" color="red" mih={44} loading={deleteAccount.isPending}>
        {t("account.deleteAccount.submit")}
      </Button>
    </Group>
  );

  return (
    <Modal opened onClose={onClose} title={t("account.deleteAccount.title")} centered>
      <Stack gap="md">
        <Alert color="red" variant="light">
          <Text size="sm" fw={600}>
            {t("account.deleteAccount.warning")}
          </Text>
          <List size="sm" mt="xs" spacing={4}>
            <List.Item>{t("account.deleteAccount.losesProfile")}</List.Item>
            <List.Item>{t("account.deleteAccount.losesRequests")}</List.Item>
            <List.Item>{t("account.deleteAccount.losesPhotos")}</List.Item>
            <List.Item>{t("account.deleteAccount.losesMessages")}</List.Item>
          </List>
          <Text size="sm" mt="xs">
            {t("account.deleteAccount.keptRecords")}
          </Text>
        </Alert>
        {user?.hasPassword === false ? (
          <ConfirmDeletionWithCode onConfirm={confirm} actions={actions} />
        ) : (
          <ConfirmDeletionWithPassword onConfirm={confirm} actions={actions} />
        )}
      </Stack>
    </Modal>
  );
}
