import { Card, Stack, Text, Title } from "@mantine/core";
import { LeadAction, leadActionsFor, type Lead, type User } from "@uplink/domain";
import { useRef } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { AcceptAction } from "./AcceptAction";
import { ApproveAction } from "./ApproveAction";
import { CancelLeadAction } from "./CancelLeadAction";
import { CompletionAction } from "./CompletionAction";
import { DisputeLeadAction } from "./DisputeLeadAction";
import { MakeOfferAction } from "./MakeOfferAction";
import { MarkOnSiteAction } from "./MarkOnSiteAction";
import { RevisionAction } from "./RevisionAction";
import { useRunLeadAction } from "./runLeadAction";
import { WithdrawLeadAction } from "./WithdrawLeadAction";

/**
 * The actions this user may take on this lead now, as the domain's state machine says
 * (leadActionsFor: the role's actions, narrowed to the lead's own customer or assigned
 * installer); the server checks the same on every call.
 */
export function LeadActionsCard({ lead, user }: { lead: Lead; user: User }) {
  const { t } = useTranslation();
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A done action takes its own button away: focus, lost with it or left in the changed
  // card, moves to the card's heading, from where Tab reaches what may be done next.
  const { run, pending } = useRunLeadAction(lead.id, () => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || card.current?.contains(focused)) {
      heading.current?.focus();
    }
  });
  const actions = leadActionsFor(lead, user);

  return (
    <Card withBorder padding="lg" ref={card}>
      <Stack gap="md">
        <Title order={2} size="h4" ref={heading} tabIndex={-1}>
          {t("leads.actions.title")}
        </Title>
        {actions.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("leads.actions.none")}
          </Text>
        )}
        {actions.includes(LeadAction.ACCEPT) && <AcceptAction pending={pending} run={run} />}
        {actions.includes(LeadAction.MAKE_OFFER) && <MakeOfferAction leadId={lead.id} />}
        {actions.includes(LeadAction.MARK_ON_SITE) && (
          <MarkOnSiteAction pending={pending} run={run} />
        )}
        {actions.includes(LeadAction.SUBMIT_COMPLETION) && (
          <CompletionAction pending={pending} run={run} />
        )}
        {actions.includes(LeadAction.APPROVE) && (
          <ApproveAction lead={lead} pending={pending} run={run} />
        )}
        {actions.includes(LeadAction.REQUEST_REVISION) && (
          <RevisionAction pending={pending} run={run} />
        )}
        {actions.includes(LeadAction.WITHDRAW) && (
          <WithdrawLeadAction pending={pending} run={run} />
        )}
        {actions.includes(LeadAction.DISPUTE) && <DisputeLeadAction pending={pending} run={run} />}
        {actions.includes(LeadAction.CANCEL) && (
          <CancelLeadAction lead={lead} pending={pending} run={run} />
        )}
      </Stack>
    </Card>
  );
}
