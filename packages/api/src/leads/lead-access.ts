import type { Kysely } from "kysely";
import type { Database, LeadRow } from "@uplink/db";
import { messages, Role } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import { Forbidden, NotFound } from "../errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else names nothing, and must not reach a uuid column. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/**
 * Who may see a lead's detail (SPEC §6): its customer, its assigned installer and
 * administrators. Another customer is told it does not exist (404), since they have no
 * way to know it does; an installer who has not accepted it is told why not (403), as
 * the dashboard lists NEW leads to every installer.
 */
export function assertMaySeeLead(user: SessionUser, lead: LeadRow): void {
  if (user.role === Role.ADMINISTRATOR) return;
  if (user.role === Role.CUSTOMER) {
    if (lead.customerId !== user.id) throw new NotFound(messages.server.notFound);
    return;
  }
  if (lead.installerId !== user.id) throw new Forbidden(messages.server.leadDetailAccessDenied);
}

/** Whether someone may see a lead's photos and conversation; never says why not. */
export function maySeeLead(user: SessionUser | null, lead: LeadRow): boolean {
  if (!user) return false;
  if (user.role === Role.ADMINISTRATOR) return true;
  return lead.customerId === user.id || lead.installerId === user.id;
}

/**
 * The lead, locked until the transaction ends when `forUpdate` (every change of a lead
 * takes this lock first, then the escrow account's), or NotFound. An id that is not a
 * UUID cannot name a lead, so it is NotFound without asking the database.
 */
export async function findLead(
  db: Kysely<Database>,
  leadId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LeadRow> {
  if (!isUuid(leadId)) throw new NotFound(messages.server.notFound);
  let query = db.selectFrom("leads").selectAll().where("id", "=", leadId);
  if (options.forUpdate) query = query.forUpdate();
  const lead = await query.executeTakeFirst();
  if (!lead) throw new NotFound(messages.server.notFound);
  return lead;
}
