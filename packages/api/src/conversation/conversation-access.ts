import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import { Role, type LeadStatus, said } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import { NotFound } from "../errors";
import { isUuid } from "../leads/lead-access";

/** A conversation with what decides who may read and write it: its lead's people and status. */
export interface ConversationScope {
  /** Null when the lead has no conversation yet (nobody has accepted it). */
  id: string | null;
  leadId: string;
  /** The seq of the newest message ("0" when there is none): the ETag's source. */
  lastMessageSeq: string;
  customerId: string;
  installerId: string | null;
  status: LeadStatus;
  title: string;
}

export type ConversationTarget = { conversationId: string } | { leadId: string };

/**
 * The conversation named by its id or by its lead's id, in one indexed lookup that reads
 * no messages, or undefined. With `lockLead` (by conversation id, as posting asks), the
 * lead's row is share-locked until the transaction ends, so that a message and a change
 * of the lead's status never cross.
 */
export async function findConversationScope(
  db: Kysely<Database>,
  target: ConversationTarget,
  options: { lockLead?: boolean } = {},
): Promise<ConversationScope | undefined> {
  const key = "conversationId" in target ? target.conversationId : target.leadId;
  if (!isUuid(key)) return undefined;
  const columns = [
    "leads.id as leadId",
    "leads.customerId",
    "leads.installerId",
    "leads.status",
    "leads.title",
  ] as const;
  if ("conversationId" in target) {
    let query = db
      .selectFrom("conversations")
      .innerJoin("leads", "leads.id", "conversations.leadId")
      .select(["conversations.id", "conversations.lastMessageSeq", ...columns])
      .where("conversations.id", "=", key);
    if (options.lockLead) query = query.forShare("leads");
    return query.executeTakeFirst();
  }
  const row = await db
    .selectFrom("leads")
    .leftJoin("conversations", "conversations.leadId", "leads.id")
    .select(["conversations.id", "conversations.lastMessageSeq", ...columns])
    .where("leads.id", "=", key)
    .executeTakeFirst();
  return row && { ...row, lastMessageSeq: row.lastMessageSeq ?? "0" };
}

/** The lead's customer, its assigned installer and administrators read its conversation. */
export function mayReadConversation(user: SessionUser, scope: ConversationScope): boolean {
  return user.role === Role.ADMINISTRATOR || isParty(user, scope);
}

/** The lead's customer and its assigned installer write in it. */
export function isParty(user: SessionUser, scope: ConversationScope): boolean {
  return scope.customerId === user.id || scope.installerId === user.id;
}

/**
 * The conversation, when this user may read it; anyone else is told it does not exist
 * (404), whether or not it does.
 */
export async function readableConversation(
  db: Kysely<Database>,
  user: SessionUser,
  target: ConversationTarget,
  options: { lockLead?: boolean } = {},
): Promise<ConversationScope> {
  const scope = await findConversationScope(db, target, options);
  if (!scope || !mayReadConversation(user, scope)) throw new NotFound(said.server.notFound);
  return scope;
}
