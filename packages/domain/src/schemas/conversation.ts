import { z } from "zod";
import { CHAT_MESSAGE_MAX_LENGTH } from "../constants";
import { MessageType } from "../enums";
import { messages } from "../messages";
import { id, requiredText } from "./fields";

const { validation } = messages;

/** People send text; SYSTEM and PHOTO messages are written by the server. */
export const chatMessageSchema = z.object({
  body: requiredText(validation.messageRequired).max(
    CHAT_MESSAGE_MAX_LENGTH,
    validation.chatMessageTooLong,
  ),
  type: z.literal(MessageType.TEXT, { error: validation.textMessageOnly }),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

/** A poll of GET /api/conversation/{id}: only messages created after `after`, when given. */
export const conversationPollInput = z.object({
  id,
  after: z.iso.datetime({ offset: true, error: validation.dateInvalid }).optional(),
});
export type ConversationPollInput = z.infer<typeof conversationPollInput>;
