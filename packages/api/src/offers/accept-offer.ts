import type { Transaction } from "kysely";
import type { Database } from "@uplink/db";
import {
  LeadAction,
  OfferStatus,
  VerificationStatus,
  type Lead,
  type OfferIdInput,
  said,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict, NotFound } from "../errors";
import { changeLead } from "../leads/change-lead";
import { holdOnAcceptance } from "../leads/escrow-holds";
import { isUuid } from "../leads/lead-access";
import { assertOwnLead } from "../leads/lead-permissions";
import { mailOffersClosed } from "./offer-mails";

/**
 * The lead's customer takes one installer's offer (issue 11): in one transaction, under
 * the lead's lock, the installer is assigned, the offer's value becomes the lead's price
 * and is held in escrow, the lead is ACCEPTED, its chat opens and every other pending
 * offer is DECLINED. Of two acceptances at once (of the same offer or of two offers) the
 * first wins and the second finds the lead ACCEPTED: 409. The chosen installer is told by
 * email, the others that their offers closed.
 */
export async function acceptOffer(
  deps: ApiDeps,
  customer: SessionUser,
  { id }: OfferIdInput,
): Promise<Lead> {
  if (!isUuid(id)) throw new NotFound(said.server.notFound);
  const found = await deps.db
    .selectFrom("offers")
    .select("leadId")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!found) throw new NotFound(said.server.notFound);

  let declinedInstallerIds: string[] = [];
  const lead = await changeLead(deps, customer, found.leadId, {
    action: LeadAction.ACCEPT_OFFER,
    event: "offerAccepted",
    notify: "installer",
    // With a provider's checkout the customer pays next: nothing is held yet.
    unpaid: () => deps.payments.collectsAtCheckout,
    permit: (lead) => assertOwnLead(lead, customer),
    async apply(trx, lead) {
      const offer = await pendingOffer(trx, id);
      await trx
        .insertInto("conversations")
        .values({ leadId: lead.id })
        .onConflict((conflict) => conflict.column("leadId").doNothing())
        .execute();
      await holdOnAcceptance(deps, trx, lead, Number(offer.valueCents));
      await trx
        .updateTable("offers")
        .set({ status: OfferStatus.ACCEPTED })
        .where("id", "=", offer.id)
        .execute();
      const declined = await trx
        .updateTable("offers")
        .set({ status: OfferStatus.DECLINED })
        .where("leadId", "=", lead.id)
        .where("status", "=", OfferStatus.PENDING)
        .returning("installerId")
        .execute();
      declinedInstallerIds = declined.map((row) => row.installerId);
      return {
        installerId: offer.installerId,
        acceptedAt: new Date(),
        valueCents: offer.valueCents,
      };
    },
  });
  await mailOffersClosed(
    deps,
    { id: lead.id, title: lead.title, customerId: lead.customerId },
    declinedInstallerIds,
    "declined",
  );
  return lead;
}

/**
 * The offer, locked, if it can still be taken: PENDING, and made by an installer who may
 * still take jobs (one suspended or rejected since is refused with 409).
 */
async function pendingOffer(trx: Transaction<Database>, offerId: string) {
  const offer = await trx
    .selectFrom("offers")
    .innerJoin("users", "users.id", "offers.installerId")
    .select([
      "offers.id",
      "offers.installerId",
      "offers.valueCents",
      "offers.status",
      "users.verificationStatus",
      "users.anonymisedAt",
    ])
    .where("offers.id", "=", offerId)
    .forUpdate("offers")
    .executeTakeFirstOrThrow();
  if (offer.status !== OfferStatus.PENDING) {
    throw new Conflict(said.server.offerNotPending(offer.status, "accepted"));
  }
  if (offer.verificationStatus !== VerificationStatus.APPROVED || offer.anonymisedAt !== null) {
    throw new Conflict(said.server.offerInstallerUnavailable);
  }
  return offer;
}
