import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { isUuid } from "../leads/lead-access";
import type { ConversationPollState } from "./chat-poll-memo";
import {
  findConversationScope,
  mayReadConversation,
  type ConversationTarget,
} from "./conversation-access";

/**
 * The ETag of what a poll of the conversation would answer now: the newest message's seq
 * (kept on the conversation by the database) and the poll's cursor. Costs one indexed
 * lookup and reads no messages, so an unchanged poll can answer 304 cheaply. Null when
 * the poll would be refused (not signed in, not allowed, no such conversation, a
 * malformed cursor): then the poll itself answers, with the reason.
 *
 * Taken before the messages are read, an ETag is never newer than the answer it goes
 * with, so a client holding it never misses a message; at worst it gets one more 200.
 */
export async function conversationEtag(
  deps: ApiDeps,
  viewer: SessionUser | null,
  target: ConversationTarget,
  after?: string,
): Promise<string | null> {
  return (await conversationPollState(deps, viewer, target, after))?.etag ?? null;
}

/** conversationEtag, with what the answer depends on; null where the poll would be refused. */
export async function conversationPollState(
  deps: ApiDeps,
  viewer: SessionUser | null,
  target: ConversationTarget,
  after?: string,
): Promise<ConversationPollState | null> {
  if (!viewer || (after !== undefined && !isUuid(after))) return null;
  const scope = await findConversationScope(deps.db, target);
  if (!scope || !mayReadConversation(viewer, scope)) return null;
  return {
    etag: `"m${scope.lastMessageSeq}${after === undefined ? "" : `-${after.toLowerCase()}`}"`,
    leadId: scope.leadId,
    conversationId: scope.id,
  };
}

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
