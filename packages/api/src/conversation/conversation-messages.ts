import type { Kysely } from "kysely";
import type { Database, MessageRow } from "@uplink/db";
import { CHAT_PAGE_SIZE, type ConversationMessage, said } from "@uplink/domain";
import { BadRequest } from "../errors";
import { photoUrlOf } from "../leads/lead-photos";

type MessageColumns = Pick<
  MessageRow,
  "id" | "senderId" | "type" | "body" | "photoId" | "createdAt"
>;

const MESSAGE_COLUMNS = ["id", "senderId", "type", "body", "photoId", "createdAt"] as const;

/** The one way a message row becomes the message responses carry. */
export function toMessage({ photoId, createdAt, ...message }: MessageColumns): ConversationMessage {
  return {
    ...message,
    photoUrl: photoId === null ? null : photoUrlOf(photoId),
    createdAt: createdAt.toISOString(),
  };
}

/**
 * The conversation's messages oldest first, along its (conversation, seq) index: with
 * `after` only those written after that message, at most CHAT_PAGE_SIZE at a time (the
 * client asks again from the last one it got for the rest). The cursor skips nothing: the
 * database draws a message's seq under a lock on its conversation (migration 0001's
 * messages_assign_seq), so a conversation's messages become visible in seq order and none
 * can appear later behind a cursor already past it (message-cursor.test.ts).
 */
export async function listMessages(
  db: Kysely<Database>,
  conversationId: string,
  after: string | undefined,
): Promise<ConversationMessage[]> {
  const afterSeq = after === undefined ? null : await seqOf(db, conversationId, after);
  let query = db
    .selectFrom("messages")
    .select(MESSAGE_COLUMNS)
    .where("conversationId", "=", conversationId);
  if (afterSeq !== null) query = query.where("seq", ">", afterSeq);
  const rows = await query.orderBy("seq").limit(CHAT_PAGE_SIZE).execute();
  return rows.map(toMessage);
}

/** Where a cursor stands; a message of another conversation is no cursor here. */
async function seqOf(db: Kysely<Database>, conversationId: string, messageId: string) {
  const row = await db
    .selectFrom("messages")
    .select("seq")
    .where("id", "=", messageId)
    .where("conversationId", "=", conversationId)
    .executeTakeFirst();
  if (!row) throw new BadRequest(said.server.chatCursorUnknown);
  return row.seq;
}

/** Inserts one message; the database assigns its seq and moves the conversation's last one. */
export async function insertMessage(
  db: Kysely<Database>,
  message: Pick<MessageRow, "conversationId" | "senderId" | "type" | "body">,
): Promise<ConversationMessage> {
  const row = await db
    .insertInto("messages")
    .values(message)
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirstOrThrow();
  return toMessage(row);
}
