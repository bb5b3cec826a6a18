import { LeadAction, type Lead, type LeadIdInput } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { changeLead } from "./change-lead";
import { assertAssignedInstaller } from "./lead-permissions";

/** ACCEPTED or REVISION → ON_SITE by the assigned installer; the customer is told. */
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
    apply: () => ({ onSiteAt: new Date() }),
  });
}
