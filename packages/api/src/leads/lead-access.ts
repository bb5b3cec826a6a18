import type { Kysely } from "kysely";
import type { Database, LeadRow } from "@uplink/db";
import { LeadStatus, Role, said } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import { Forbidden, NotFound } from "../errors";
import { isApprovedInstaller } from "./lead-permissions";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else names nothing, and must not reach a uuid column. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/**
 * How much of a lead's detail a user may see (SPEC §6): all of it for its customer, its
 * assigned installer and administrators; an approved installer previews a NEW lead to
 * decide whether to take it (no street, photos or chat, see toLead). Another customer,
 * and an installer who may not take jobs, are told it does not exist (404), since they
 * have no way to know it does; an approved installer looking at a lead someone else took
 * is told why not (403), as they may have seen it listed while it was NEW.
 */
export function leadViewOf(user: SessionUser, lead: LeadRow): "full" | "preview" {
  if (maySeeLead(user, lead)) return "full";
  if (!isApprovedInstaller(user)) throw new NotFound(said.server.notFound);
  if (lead.status === LeadStatus.NEW) return "preview";
  throw new Forbidden(said.server.leadDetailAccessDenied);
}

/**
 * Whether someone may see a lead's street, photos and conversation: its customer, its
 * assigned installer and administrators. Never says why not.
 */
export function maySeeLead(
  user: SessionUser | null,
  lead: Pick<LeadRow, "customerId" | "installerId">,
): boolean {
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
  if (!isUuid(leadId)) throw new NotFound(said.server.notFound);
  let query = db.selectFrom("leads").selectAll().where("id", "=", leadId);
  if (options.forUpdate) query = query.forUpdate();
  const lead = await query.executeTakeFirst();
  if (!lead) throw new NotFound(said.server.notFound);
  return lead;
}
