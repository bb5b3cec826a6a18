import { Card, Stack, Text, Title } from "@mantine/core";
import { LeadAction, leadActionsFor, type Lead, type LeadPayment, type User } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { FOCUS_HOME } from "../../../app/layout/useKeepFocusOnScreen";
import { AcceptAction } from "./AcceptAction";
import { ApproveAction } from "./ApproveAction";
import { CancelLeadAction } from "./CancelLeadAction";
import { CompletionAction } from "./CompletionAction";
import { DisputeLeadAction } from "./DisputeLeadAction";
import { MakeOfferAction } from "./MakeOfferAction";
import { MarkOnSiteAction } from "./MarkOnSiteAction";
import { RevisionAction } from "./RevisionAction";
import { WithdrawLeadAction } from "./WithdrawLeadAction";

/**
 * The actions this user may take on this lead now, as the domain's state machine says
 * (leadActionsFor: the role's actions, narrowed to the lead's own customer or assigned
 * installer); the server checks the same on every call. `payment`: where the price is.
 */
export function LeadActionsCard({
  lead,
  payment,
  user,
}: {
  lead: Lead;
  payment: LeadPayment | null;
  user: User;
}) {
  const { t } = useTranslation();
  const actions = leadActionsFor(lead, user);

  return (
    // A done action takes its own button away: focus lost with it goes to the heading,
    // from where Tab reaches what may be done next.
    <Card withBorder padding="lg" {...FOCUS_HOME}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t("leads.actions.title")}
        </Title>
        {actions.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("leads.actions.none")}
          </Text>
        )}
        {actions.includes(LeadAction.ACCEPT) && <AcceptAction leadId={lead.id} />}
        {actions.includes(LeadAction.MAKE_OFFER) && <MakeOfferAction leadId={lead.id} />}
        {actions.includes(LeadAction.MARK_ON_SITE) && <MarkOnSiteAction leadId={lead.id} />}
        {actions.includes(LeadAction.SUBMIT_COMPLETION) && <CompletionAction leadId={lead.id} />}
        {actions.includes(LeadAction.APPROVE) && <ApproveAction lead={lead} />}
        {actions.includes(LeadAction.REQUEST_REVISION) && <RevisionAction leadId={lead.id} />}
        {actions.includes(LeadAction.WITHDRAW) && (
          <WithdrawLeadAction leadId={lead.id} payment={payment} />
        )}
        {actions.includes(LeadAction.DISPUTE) && <DisputeLeadAction leadId={lead.id} />}
        {actions.includes(LeadAction.CANCEL) && <CancelLeadAction lead={lead} payment={payment} />}
      </Stack>
    </Card>
  );
}
