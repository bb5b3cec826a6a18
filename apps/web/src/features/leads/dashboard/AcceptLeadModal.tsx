import { Modal, Stack, Text } from "@mantine/core";
import { LeadAction, leadActionsFor, type Lead } from "@uplink/domain";
import { useRef } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { useAuth } from "../../auth/session/useAuth";
import { AcceptAction } from "../detail/AcceptAction";
import { MakeOfferAction } from "../detail/MakeOfferAction";
import { valueText } from "../leadFormat";
import { viewButtonId } from "./LeadCard";

/**
 * Taking a job from its card: an installer sees a job's detail only once they have
 * accepted it (SPEC §6), so the card is where they accept a priced job or, on one the
 * quote engine could not price, make an offer (as leadActionsFor says).
 */
export function AcceptLeadModal({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const offers =
    lead !== null && user !== null && leadActionsFor(lead, user).includes(LeadAction.MAKE_OFFER);
  const shownLeadId = useRef<string | null>(null);
  if (lead) shownLeadId.current = lead.id;
  // Focus goes back to the button that opened the dialog; once the job is taken that
  // button is gone, and focus, still in the leaving dialog or already fallen to the page,
  // goes to the card's View Details instead.
  const keepFocusOnCard = () => {
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || focused.closest('[role="dialog"]');
    if (shownLeadId.current && lost) {
      document.getElementById(viewButtonId(shownLeadId.current))?.focus();
    }
  };
  return (
    <Modal
      opened={lead !== null}
      onClose={onClose}
      onExitTransitionEnd={keepFocusOnCard}
      title={offers ? t("leads.offers.make") : t("dashboard.acceptTitle")}
      centered
    >
      {lead &&
        (offers ? (
          <OfferForm lead={lead} onDone={onClose} />
        ) : (
          <AcceptForm lead={lead} onDone={onClose} />
        ))}
    </Modal>
  );
}

function JobSummary({ lead, hint }: { lead: Lead; hint: string }) {
  return (
    <>
      <Text fw={600}>{lead.title}</Text>
      <Text size="sm">
        {lead.address.city}, {lead.address.postalCode} · {valueText(lead.value)}
      </Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </>
  );
}

function AcceptForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <JobSummary lead={lead} hint={t("dashboard.acceptHint")} />
      <AcceptAction leadId={lead.id} onDone={onDone} />
    </Stack>
  );
}

function OfferForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <JobSummary lead={lead} hint={t("leads.offers.modalHint")} />
      <MakeOfferAction leadId={lead.id} onSent={onDone} />
    </Stack>
  );
}
