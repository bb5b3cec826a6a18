import type { Transaction } from "kysely";
import type { Database, LeadRow } from "@uplink/db";
import { LeadAction, type Lead, type LeadIdInput } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { releaseEscrow } from "../escrow/escrow";
import { requestTransfer } from "../money-moves/request-movements";
import { changeLead } from "./change-lead";
import { assertOwnLead } from "./lead-permissions";

/**
 * DONE → APPROVED by the lead's customer: the escrow is released to the installer less
 * PLATFORM_FEE_PERCENT in the same transaction (lead lock first, then escrow), so of
 * any number of approvals at once exactly one releases and the others get 409.
 */
export function approveLead(
  deps: ApiDeps,
  customer: SessionUser,
  { id: leadId }: LeadIdInput,
): Promise<Lead> {
  return changeLead(deps, customer, leadId, {
    action: LeadAction.APPROVE,
    event: "approved",
    notify: "installer",
    permit: (lead) => assertOwnLead(lead, customer),
    apply: (trx, lead) => releaseToInstaller(deps, trx, lead),
  });
}

/**
 * The approval's work, the customer's or the platform's automatic one alike: everything
 * held for the lead goes to its installer less PLATFORM_FEE_PERCENT, inside the caller's
 * transaction, answering the columns an approval sets; with a provider that moves money,
 * the installer's transfer is requested with it.
 */
export async function releaseToInstaller(
  deps: ApiDeps,
  trx: Transaction<Database>,
  lead: LeadRow,
): Promise<{ approvedAt: Date }> {
  // A DONE lead always has its installer (a database check says so).
  const installerId = lead.installerId ?? "";
  const release = await releaseEscrow(trx, {
    leadId: lead.id,
    installerId,
    feePercent: deps.config.platformFeePercent,
  });
  await requestTransfer(deps, trx, release, installerId);
  return { approvedAt: new Date() };
}
