import {
  LeadAction,
  LeadStatus,
  messages,
  OfferStatus,
  type CancelLeadInput,
  type Lead,
  said,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict } from "../errors";
import { mailOffersClosed } from "../offers/offer-mails";
import { changeLead } from "./change-lead";
import { refundLeadEscrow } from "./escrow-holds";
import { assertOwnLead } from "./lead-permissions";
import { reportReasonLeaks, screenReason } from "./lead-reason";

/** From ON_SITE on the installer is there: the work is judged, not called off. */
const INSTALLER_THERE: readonly LeadStatus[] = [
  LeadStatus.ON_SITE,
  LeadStatus.DONE,
  LeadStatus.REVISION,
];

/**
 * The lead's customer calls it off (issue 11): NEW → CANCELLED with no money held;
 * ACCEPTED → CANCELLED with the whole escrow refunded to them in the same transaction,
 * under the lead's lock, and the installer (who stays on the lead's record) told by
 * email. With a provider's checkout, a job its customer has not paid yet has nothing to
 * refund: its open checkout is expired instead, and the chat and mail say nothing was
 * charged. Once the installer is on site it is refused with 409 naming the state.
 * Retries and parallel calls run one after the other: the first cancels and refunds,
 * the others find the lead CANCELLED and get 409. Pending offers on a NEW request are
 * declined with it, and their installers told.
 */
export async function cancelLead(
  deps: ApiDeps,
  customer: SessionUser,
  { id, reason }: CancelLeadInput,
): Promise<Lead> {
  const screened = reason === undefined ? null : screenReason(reason);
  // Read where it is used: in each mail's recipient's language; the chat keeps it by key.
  const because = () => (screened ? [messages.server.reasonGiven(screened.text)] : []);
  let offerInstallerIds: string[] = [];
  // A NEW request, or an accepted job whose customer has not paid at the provider yet.
  let nothingPaid = true;
  const cancelled = await changeLead(deps, customer, id, {
    action: LeadAction.CANCEL,
    event: "cancelled",
    notify: "installer",
    permit(lead) {
      assertOwnLead(lead, customer);
      if (INSTALLER_THERE.includes(lead.status)) {
        throw new Conflict(said.server.cancelAfterInstallerArrived(lead.status));
      }
    },
    mailDetails: because,
    systemDetails: () => (screened ? said.server.reasonGiven(screened.text) : undefined),
    unpaid: () => nothingPaid,
    async apply(trx, lead) {
      if (lead.status === LeadStatus.ACCEPTED) {
        nothingPaid = (await refundLeadEscrow(deps, trx, lead, "cancelled")) === null;
      }
      // Installers' pending offers on a NEW request close with it.
      const declined = await trx
        .updateTable("offers")
        .set({ status: OfferStatus.DECLINED })
        .where("leadId", "=", lead.id)
        .where("status", "=", OfferStatus.PENDING)
        .returning("installerId")
        .execute();
      offerInstallerIds = declined.map((offer) => offer.installerId);
      return { cancelledAt: new Date(), cancelReason: screened?.text ?? null };
    },
    afterSystemMessage: async (trx, lead) => {
      if (screened) await reportReasonLeaks(trx, customer, lead, screened);
    },
  });
  await mailOffersClosed(deps, cancelled, offerInstallerIds, "cancelled");
  return cancelled;
}
