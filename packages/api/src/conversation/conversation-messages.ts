import type { Kysely } from "kysely";
import type { Database, MessageRow } from "@uplink/db";
import {
  CHAT_PAGE_SIZE,
  type ConversationMessage,
  type Locale,
  type Message,
  said,
} from "@uplink/domain";
import { BadRequest } from "../errors";
import { keptText, readKeptText } from "../i18n/kept-text";
import { photoUrlOf } from "../leads/lead-photos";

type MessageColumns = Pick<
  MessageRow,
  "id" | "senderId" | "type" | "body" | "bodySaid" | "photoId" | "createdAt"
>;

const MESSAGE_COLUMNS = [
  "id",
  "senderId",
  "type",
  "body",
  "bodySaid",
  "photoId",
  "createdAt",
] as const;

/**
 * The one way a message row becomes the message responses carry, for a reader of
 * `locale`: a SYSTEM line kept by key (0018) is read in their language, anything else
 * as it was written.
 */
export function toMessage(
  { body, bodySaid, photoId, createdAt, ...message }: MessageColumns,
  locale: Locale,
): ConversationMessage {
  return {
    ...message,
    body: readKeptText(body, bodySaid, locale),
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
  locale: Locale,
): Promise<ConversationMessage[]> {
  const afterSeq = after === undefined ? null : await seqOf(db, conversationId, after);
  let query = db
    .selectFrom("messages")
    .select(MESSAGE_COLUMNS)
    .where("conversationId", "=", conversationId);
  if (afterSeq !== null) query = query.where("seq", ">", afterSeq);
  const rows = await query.orderBy("seq").limit(CHAT_PAGE_SIZE).execute();
  return rows.map((row) => toMessage(row, locale));
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

/**
 * Inserts one message someone wrote, answered as they read it; the database assigns its
 * seq and moves the conversation's last one.
 */
export async function insertMessage(
  db: Kysely<Database>,
  message: Pick<MessageRow, "conversationId" | "senderId" | "type" | "body">,
  locale: Locale,
): Promise<ConversationMessage> {
  const row = await db
    .insertInto("messages")
    .values(message)
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirstOrThrow();
  return toMessage(row, locale);
}

/**
 * A SYSTEM message saying `line` in the conversation `conversationId`, kept by key (and
 * in English, as `body`) so that each reader reads it in their language.
 */
export async function insertSystemMessage(
  db: Kysely<Database>,
  conversationId: string,
  line: Message,
): Promise<void> {
  const kept = keptText(line);
  await db
    .insertInto("messages")
    .values({
      conversationId,
      senderId: null,
      type: "SYSTEM",
      body: kept.text,
      bodySaid: kept.said,
    })
    .execute();
}
