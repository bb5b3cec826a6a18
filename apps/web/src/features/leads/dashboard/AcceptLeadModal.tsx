import { Modal, Stack, Text } from "@mantine/core";
import type { Lead } from "@uplink/domain";
import { useTranslation } from "react-i18next";
import { AcceptAction } from "../detail/AcceptAction";
import { useRunLeadAction } from "../detail/runLeadAction";
import { valueText } from "../leadFormat";

/**
 * Accepting from the job card: an installer sees a job's detail only once they have
 * accepted it (SPEC §6), so the card is where they take it.
 */
export function AcceptLeadModal({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={lead !== null} onClose={onClose} title={t("dashboard.acceptTitle")} centered>
      {lead && <AcceptForm lead={lead} onDone={onClose} />}
    </Modal>
  );
}

function AcceptForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const { t } = useTranslation();
  const { run, pending } = useRunLeadAction(lead.id, onDone);
  return (
    <Stack gap="sm">
      <Text fw={600}>{lead.title}</Text>
      <Text size="sm">
        {lead.address.city}, {lead.address.postalCode} · {valueText(lead.value)}
      </Text>
      <Text size="sm" c="dimmed">
        {t("dashboard.acceptHint")}
      </Text>
      <AcceptAction lead={lead} pending={pending} run={run} />
    </Stack>
  );
}
