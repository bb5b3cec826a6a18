import { z } from "zod";
import { CHAT_MESSAGE_MAX_LENGTH } from "../constants";
import { MessageType } from "../enums";
import { validation } from "./field-message";
import { id, requiredText } from "./fields";

/** People send text; SYSTEM and PHOTO messages are written by the server. */
export const chatMessageSchema = z.object({
  body: requiredText(validation.messageRequired, "multi-line").max(
    CHAT_MESSAGE_MAX_LENGTH,
    validation.chatMessageTooLong,
  ),
  type: z.literal(MessageType.TEXT, validation.textMessageOnly),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

/** POST /api/conversation/{id}/msg: the conversation from the path, the message from the body. */
export const sendChatMessageInput = chatMessageSchema.extend({ id });
export type SendChatMessageInput = z.infer<typeof sendChatMessageInput>;

/**
 * A poll of GET /api/conversation/{id}: with `after`, the id of the newest message the
 * client has, only the messages written after that one. Message ids, not timestamps, so
 * that two messages written in the same instant are never skipped.
 */
export const conversationPollInput = z.object({
  id,
  after: z.uuid(validation.cursorInvalid).optional(),
});
export type ConversationPollInput = z.infer<typeof conversationPollInput>;

/**
 * The live conversation (a tRPC subscription over server-sent events): every message after
 * `lastEventId`, the id of the newest message the client has (none: from the first), then
 * each new one as it is written. A client that reconnects sends the id of the last event it
 * received, so nothing is missed or repeated.
 */
export const conversationLiveInput = z.object({
  id,
  lastEventId: z.uuid(validation.cursorInvalid).nullish(),
});
export type ConversationLiveInput = z.infer<typeof conversationLiveInput>;
