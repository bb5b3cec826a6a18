import {
  canTransition,
  centsToEuros,
  eurosToCents,
  LeadAction,
  type MakeOfferInput,
  type OfferMade,
  said,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { BadRequest, Conflict } from "../errors";
import { findLead } from "../leads/lead-access";
import { assertApprovedInstaller } from "../leads/lead-permissions";
import { reportContactLeaks, screenText } from "../conversation/contact-monitoring";
import { mailOfferReceived } from "./offer-mails";
import { toOffer } from "./to-offer";

/**
 * An approved installer names a price for a NEW request the quote engine could not price
 * (issue 11). The lead stays NEW and no money moves: the customer decides. A new offer
 * replaces the installer's pending one, under the lead's lock, so of two offers sent at
 * once by one installer the later stands and the earlier is WITHDRAWN. The message
 * reaches the customer before any chat exists, so contact details are removed from it
 * like from a chat message.
 */
export async function makeOffer(
  deps: ApiDeps,
  installer: SessionUser,
  { id, value, message }: MakeOfferInput,
): Promise<OfferMade> {
  assertApprovedInstaller(installer);
  const screened = message ? screenText("offer_message", message) : null;
  const { lead, offer } = await deps.db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, id, { forUpdate: true });
    if (!canTransition(lead.status, LeadAction.MAKE_OFFER, installer.role)) {
      throw new Conflict(said.server.wrongLeadState(lead.status, LeadAction.MAKE_OFFER));
    }
    if (lead.valueCents !== null) {
      throw new BadRequest(said.server.offerOnPricedLead(centsToEuros(lead.valueCents)));
    }
    await trx
      .updateTable("offers")
      .set({ status: "WITHDRAWN" })
      .where("leadId", "=", lead.id)
      .where("installerId", "=", installer.id)
      .where("status", "=", "PENDING")
      .execute();
    const offer = await trx
      .insertInto("offers")
      .values({
        leadId: lead.id,
        installerId: installer.id,
        valueCents: eurosToCents(value),
        message: screened?.text ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The installer sees the replaced text in the offer they get back; administrators are alerted.
    if (screened) await reportContactLeaks(trx, installer, { lead, warning: null }, [screened]);
    return { lead, offer };
  });
  await mailOfferReceived(deps, lead, offer, `${installer.firstName} ${installer.lastName}`);
  return { offer: toOffer(offer) };
}
