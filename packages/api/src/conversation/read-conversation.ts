import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import type {
  Conversation,
  ConversationMessage,
  ConversationParticipant,
  ConversationPollInput,
  LeadIdInput,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps, Context } from "../context";
import { requestLocaleOf } from "../i18n/request-locale";
import { visiblePhone } from "../users/visible-phone";
import { readableConversation, type ConversationScope } from "./conversation-access";
import { listMessages } from "./conversation-messages";

/**
 * GET /api/conversation/{id}: the messages oldest first (with `after`, only the newer
 * ones) and the people who write in it, for the lead's customer, its assigned installer
 * and administrators; anyone else gets 404.
 */
export async function readConversation(
  deps: ApiDeps & Partial<Pick<Context, "request">>,
  viewer: SessionUser,
  { id, after }: ConversationPollInput,
): Promise<Conversation> {
  const scope = await readableConversation(deps.db, viewer, { conversationId: id });
  return conversationView(deps, viewer, { ...scope, id }, after);
}

/**
 * GET /api/leads/{id}/messages: the lead-keyed way to the same messages; empty until an
 * installer accepts the lead and its conversation opens.
 */
export async function readLeadMessages(
  deps: ApiDeps & Partial<Pick<Context, "request">>,
  viewer: SessionUser,
  { id: leadId }: LeadIdInput,
): Promise<ConversationMessage[]> {
  const scope = await readableConversation(deps.db, viewer, { leadId });
  return scope.id === null
    ? []
    : listMessages(deps.db, scope.id, undefined, requestLocaleOf({ ...deps, user: viewer }));
}

/**
 * The conversation of a lead already read with its conversation's id, for a viewer the
 * caller has already let see the lead in full (its customer, its installer, an
 * administrator: the same people who may read its chat): no second look-up of the lead.
 */
export function conversationOfScope(
  deps: ApiDeps & Partial<Pick<Context, "request">>,
  viewer: SessionUser,
  scope: ConversationScope & { id: string },
): Promise<Conversation> {
  return conversationView(deps, viewer, scope);
}

/** The conversation as `viewer` reads it: its SYSTEM lines in their language. */
async function conversationView(
  { db, request }: ApiDeps & Partial<Pick<Context, "request">>,
  viewer: SessionUser,
  scope: ConversationScope & { id: string },
  after?: string,
): Promise<Conversation> {
  const [messages, participants] = await Promise.all([
    listMessages(db, scope.id, after, requestLocaleOf({ user: viewer, request })),
    participantsOf(db, viewer, scope),
  ]);
  return { id: scope.id, leadId: scope.leadId, messages, participants };
}

/** The lead's customer and installer, their phone numbers masked for everyone else. */
async function participantsOf(
  db: Kysely<Database>,
  viewer: SessionUser,
  scope: ConversationScope,
): Promise<ConversationParticipant[]> {
  const ids = [scope.customerId, scope.installerId].filter((id): id is string => id !== null);
  const rows = await db
    .selectFrom("users")
    .select(["id", "firstName", "lastName", "role", "phone"])
    .where("id", "in", ids)
    .execute();
  return ids.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? [{ ...row, phone: visiblePhone(row.phone, row.id, viewer) }] : [];
  });
}
