import { Modal, Stack } from "@mantine/core";
import type { AdminLead } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { useLeadDisputes } from "../api/queries";
import { ListSkeleton } from "../components/ListStates";
import { LeadDisputes } from "./PaymentDisputes";
import { SettleLeadForm } from "./SettleLeadForm";

/** The leads tab's Settle dialog for one lead whose money is held, with its payment disputes. */
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
      {lead && <SettleLeadContent lead={lead} onClose={onClose} />}
    </Modal>
  );
}

/**
 * The lead's disputes above the form, which comes once they have answered (or failed
 * to): arriving later above the outcomes, in a dialog centred on the screen, they would
 * move the choices under the pointer of an administrator choosing one, and the click
 * would land beside it.
 */
function SettleLeadContent({ lead, onClose }: { lead: AdminLead; onClose: () => void }) {
  const disputes = useLeadDisputes(lead.id);
  if (disputes.isPending) return <ListSkeleton rows={4} />;
  return (
    <Stack gap="lg">
      <LeadDisputes leadId={lead.id} disputes={disputes} />
      <SettleLeadForm lead={lead} onSettled={onClose} onCancel={onClose} />
    </Stack>
  );
}
