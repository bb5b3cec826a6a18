import {
  centsToEuros,
  eurosToCents,
  LeadAction,
  messages,
  type AcceptLeadInput,
  type Lead,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { BadRequest } from "../errors";
import { captureEscrow } from "../escrow/escrow";
import { changeLead } from "./change-lead";
import { escrowHoldOf } from "./escrow-holds";
import { assertApprovedInstaller } from "./lead-permissions";

/**
 * NEW → ACCEPTED by an approved installer: the lead is theirs, its conversation opens
 * and its price moves into escrow, all in the transaction that holds the lead's lock,
 * so of two installers accepting at once one wins and the other gets 409.
 *
 * A lead the quote engine could not price is accepted at the installer's price, which
 * is then required; a priced lead keeps the price the customer saw, so naming another
 * is refused.
 */
export function acceptLead(
  deps: ApiDeps,
  installer: SessionUser,
  { id, value }: AcceptLeadInput,
): Promise<Lead> {
  return changeLead(deps, installer, id, {
    action: LeadAction.ACCEPT,
    event: "accepted",
    notify: "customer",
    permit: () => assertApprovedInstaller(installer),
    async apply(trx, lead) {
      if (lead.valueCents === null && value === undefined) {
        throw new BadRequest(messages.server.acceptValueRequired);
      }
      if (lead.valueCents !== null && value !== undefined) {
        throw new BadRequest(messages.server.acceptValueNotAllowed(centsToEuros(lead.valueCents)));
      }
      const valueCents = lead.valueCents ?? eurosToCents(value ?? 0);
      // A lead an installer withdrew from keeps its conversation for the next one.
      await trx
        .insertInto("conversations")
        .values({ leadId: lead.id })
        .onConflict((conflict) => conflict.column("leadId").doNothing())
        .execute();
      await captureEscrow(trx, {
        leadId: lead.id,
        customerId: lead.customerId,
        amountCents: Number(valueCents),
        hold: await escrowHoldOf(trx, lead.id),
      });
      return { installerId: installer.id, acceptedAt: new Date(), valueCents };
    },
  });
}
