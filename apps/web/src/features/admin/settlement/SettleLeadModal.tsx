import { Modal } from "@mantine/core";
import type { AdminLead } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { SettleLeadForm } from "./SettleLeadForm";

/** The leads tab's Settle dialog for one lead whose money is held. */
export function SettleLeadModal({
  lead,
  onClose,
}: {
  lead: AdminLead | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={lead !== null} onClose={onClose} title={t("admin.settle.title")} centered>
      {lead && <SettleLeadForm lead={lead} onSettled={onClose} onCancel={onClose} />}
    </Modal>
  );
}
