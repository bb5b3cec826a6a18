import { LeadAction, said, type Lead, type LeadRevisionInput } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { reportContactLeaks, screenText } from "../conversation/contact-monitoring";
import { findTransaction } from "../escrow/ledger-transactions";
import { alertDescription } from "../i18n/kept-text";
import { changeLead } from "./change-lead";
import { assertOwnLead } from "./lead-permissions";

/**
 * DONE → REVISION by the lead's customer, with their feedback stored on the lead and
 * sent to the installer. Should the money already have been paid out, an administrator
 * must settle it by hand, so a refund_credit alert is raised.
 *
 * The feedback reaches the installer like a chat message does, so it is monitored like
 * one: contact details are replaced before it is stored, mailed or posted in the chat,
 * the customer is warned there and administrators get the original in an alert.
 */
export function requestRevision(
  deps: ApiDeps,
  customer: SessionUser,
  { id: leadId, feedback: written }: LeadRevisionInput,
): Promise<Lead> {
  const feedback = screenText("revision_feedback", written);
  return changeLead(deps, customer, leadId, {
    action: LeadAction.REQUEST_REVISION,
    event: "revisionRequested",
    notify: "installer",
    permit: (lead) => assertOwnLead(lead, customer),
    mailDetails: () => [feedback.text],
    systemDetails: () => said.server.revisionFeedback(feedback.text),
    async apply(trx, lead) {
      if (await findTransaction(trx, `release:${lead.id}`)) {
        await trx
          .insertInto("alerts")
          .values({
            type: "refund_credit",
            ...alertDescription(said.server.revisionAfterRelease),
            leadId: lead.id,
            userId: customer.id,
          })
          .execute();
      }
      return { revisionFeedback: feedback.text };
    },
    async afterSystemMessage(trx, lead) {
      const conversation = await trx
        .selectFrom("conversations")
        .select("id")
        .where("leadId", "=", lead.id)
        .executeTakeFirstOrThrow();
      await reportContactLeaks(
        trx,
        customer,
        {
          lead,
          warning: {
            conversationId: conversation.id,
            line: said.server.contactDetailsRemovedFromFeedback,
          },
        },
        [feedback],
      );
    },
  });
}
