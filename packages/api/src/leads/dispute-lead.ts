import { LeadAction, messages, Role, type DisputeLeadInput, type Lead, said } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Forbidden } from "../errors";
import { alertDescription } from "../i18n/kept-text";
import { changeLead } from "./change-lead";
import { assertAssignedInstaller, assertOwnLead } from "./lead-permissions";
import { reportReasonLeaks, screenReason } from "./lead-reason";

/**
 * A party contests the work (issue 11): the customer in DONE or REVISION, the assigned
 * installer in REVISION; → DISPUTED. The money stays held in escrow until an
 * administrator settles it; administrators get an `other` alert with the reason, and
 * both parties an email (the one who opened it as a receipt).
 */
export function disputeLead(
  deps: ApiDeps,
  party: SessionUser,
  { id, reason }: DisputeLeadInput,
): Promise<Lead> {
  const screened = screenReason(reason);
  // Read where it is used: in each mail's recipient's language; the chat keeps it by key.
  const because = () => [messages.server.reasonGiven(screened.text)];
  return changeLead(deps, party, id, {
    action: LeadAction.DISPUTE,
    event: "disputed",
    notify: "both",
    permit(lead) {
      // Administrators settle disputes; they do not open them.
      if (party.role === Role.ADMINISTRATOR) throw new Forbidden(said.server.forbidden);
      if (party.role === Role.INSTALLER) assertAssignedInstaller(lead, party);
      else assertOwnLead(lead, party);
    },
    mailDetails: because,
    systemDetails: () => said.server.reasonGiven(screened.text),
    async apply(trx, lead) {
      await trx
        .insertInto("alerts")
        .values({
          type: "other",
          ...alertDescription(
            said.alerts.disputeOpened(
              lead.title,
              `${party.firstName} ${party.lastName}`,
              screened.text,
            ),
          ),
          leadId: lead.id,
          userId: party.id,
        })
        .execute();
      return { disputedAt: new Date(), disputeReason: screened.text, disputedBy: party.id };
    },
    afterSystemMessage: (trx, lead) => reportReasonLeaks(trx, party, lead, screened),
  });
}
