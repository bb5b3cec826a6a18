import { LeadAction, said, type Lead, type LeadIdInput } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict } from "../errors";
import { isHeld } from "../escrow/escrow";
import { changeLead } from "./change-lead";
import { escrowHoldOf } from "./escrow-holds";
import { assertAssignedInstaller } from "./lead-permissions";

/**
 * ACCEPTED or REVISION → ON_SITE by the assigned installer; the customer is told. With a
 * provider's checkout (stripe), only once the customer's payment is held (409 before).
 */
export function markOnSite(
  deps: ApiDeps,
  installer: SessionUser,
  { id: leadId }: LeadIdInput,
): Promise<Lead> {
  return changeLead(deps, installer, leadId, {
    action: LeadAction.MARK_ON_SITE,
    event: "onSite",
    notify: "customer",
    permit: (lead) => assertAssignedInstaller(lead, installer),
    async apply(trx, lead) {
      // With a provider's checkout, the customer must have paid before work starts.
      const unpaid =
        deps.payments.collectsAtCheckout &&
        !(await isHeld(trx, lead.id, await escrowHoldOf(trx, lead.id)));
      if (unpaid) throw new Conflict(said.server.paymentNotHeld);
      return { onSiteAt: new Date() };
    },
  });
}
