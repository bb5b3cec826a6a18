import { LEAD_PAGE_SIZE, Role, type Lead } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { isApprovedInstaller } from "./lead-permissions";
import { toLead } from "./to-lead";
import { pastCursor } from "../keyset-page";

export interface LeadPage {
  limit?: number | undefined;
  /** The id of the last lead of the previous page: the next page starts after it. */
  cursor?: string | undefined;
}

/**
 * The dashboard's leads, newest first (SPEC §6): a customer's own; for an approved
 * installer the NEW ones (without their street, see toLead) plus those assigned to them,
 * for any other installer only those assigned to them (the dashboard says the account is
 * pending verification); all for an administrator. One query, walking
 * the (customer_id | status | installer_id, created_at) indexes, with keyset paging on
 * (created_at, id) so that a page is as cheap as the first and no lead is skipped or
 * repeated while new ones arrive. A cursor naming a lead that no longer exists ends
 * the list.
 */
export async function listLeads(
  deps: ApiDeps,
  user: SessionUser,
  { limit = LEAD_PAGE_SIZE, cursor }: LeadPage = {},
): Promise<Lead[]> {
  let query = deps.db.selectFrom("leads").selectAll("leads");
  if (user.role === Role.CUSTOMER) {
    query = query.where("leads.customerId", "=", user.id);
  } else if (isApprovedInstaller(user)) {
    query = query.where((eb) =>
      eb.or([eb("leads.status", "=", "NEW"), eb("leads.installerId", "=", user.id)]),
    );
  } else if (user.role === Role.INSTALLER) {
    query = query.where("leads.installerId", "=", user.id);
  }
  if (cursor !== undefined) query = query.where(pastCursor("leads", cursor, "desc"));
  const rows = await query
    .orderBy("leads.createdAt", "desc")
    .orderBy("leads.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => toLead(row, user));
}
