import { ADMIN_PAGE_SIZE, type AdminLead, type AdminPageQuery } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { toLead } from "../leads/to-lead";
import { pastCursor } from "../keyset-page";

/**
 * Every lead newest first with its customer's name, in one query, a page at a time
 * (keyset paging on (created_at, id) along leads_created_at_id_idx; a cursor naming a
 * deleted lead ends the list). The address is returned parsed, as on every lead.
 */
export async function listAdminLeads(
  deps: ApiDeps,
  admin: SessionUser,
  { limit = ADMIN_PAGE_SIZE, cursor }: AdminPageQuery,
): Promise<AdminLead[]> {
  let query = deps.db
    .selectFrom("leads")
    .innerJoin("users as customer", "customer.id", "leads.customerId")
    .selectAll("leads")
    .select(["customer.firstName as customerFirstName", "customer.lastName as customerLastName"]);
  if (cursor !== undefined) query = query.where(pastCursor("leads", cursor, "desc"));
  const rows = await query
    .orderBy("leads.createdAt", "desc")
    .orderBy("leads.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(({ customerFirstName, customerLastName, ...lead }) => ({
    ...toLead(lead, admin),
    customer: { firstName: customerFirstName, lastName: customerLastName },
  }));
}
