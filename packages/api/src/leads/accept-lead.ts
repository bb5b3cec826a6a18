import {
  centsToEuros,
  LeadAction,
  type AcceptLeadInput,
  type Lead,
  type OfferMade,
  said,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { BadRequest } from "../errors";
import { changeLead } from "./change-lead";
import { holdOnAcceptance } from "./escrow-holds";
import { makeOffer } from "../offers/make-offer";
import { findLead } from "./lead-access";
import { assertApprovedInstaller } from "./lead-permissions";

/**
 * NEW → ACCEPTED by an approved installer: the lead is theirs, its conversation opens
 * and its price moves into escrow (simulated; with a provider's checkout once the
 * customer paid), all in the transaction that holds the lead's lock,
 * so of two installers accepting at once one wins and the other gets 409.
 *
 * A priced lead keeps the price the customer saw when posting it (their consent), so
 * naming another is refused. A lead the quote engine could not price is never taken at
 * a price the customer did not see: the installer's price becomes an offer (issue 11),
 * which the customer may accept, and the lead stays NEW.
 */
export async function acceptLead(
  deps: ApiDeps,
  installer: SessionUser,
  { id, value }: AcceptLeadInput,
): Promise<Lead | OfferMade> {
  if (value !== undefined) {
    assertApprovedInstaller(installer);
    // Whether the lead is priced is checked again under its lock by makeOffer.
    const lead = await findLead(deps.db, id);
    if (lead.valueCents === null)
      return makeOffer(deps, installer, { id, value, message: undefined });
  }
  return changeLead(deps, installer, id, {
    action: LeadAction.ACCEPT,
    event: "accepted",
    notify: "customer",
    // With a provider's checkout the customer pays next: nothing is held yet.
    unpaid: () => deps.payments.collectsAtCheckout,
    permit: () => assertApprovedInstaller(installer),
    async apply(trx, lead) {
      if (lead.valueCents === null) throw new BadRequest(said.server.acceptValueRequired);
      if (value !== undefined) {
        throw new BadRequest(said.server.acceptValueNotAllowed(centsToEuros(lead.valueCents)));
      }
      const { valueCents } = lead;
      // A lead an installer withdrew from keeps its conversation for the next one.
      await trx
        .insertInto("conversations")
        .values({ leadId: lead.id })
        .onConflict((conflict) => conflict.column("leadId").doNothing())
        .execute();
      await holdOnAcceptance(deps, trx, lead, Number(valueCents));
      return { installerId: installer.id, acceptedAt: new Date(), valueCents };
    },
  });
}
