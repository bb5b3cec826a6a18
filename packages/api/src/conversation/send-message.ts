import type { Transaction } from "kysely";
import type { Database } from "@uplink/db";
import {
  isChatOpen,
  messages,
  MessageType,
  redactContactDetails,
  type ChatMessageInput,
  type ConversationMessage,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict, Forbidden } from "../errors";
import { isParty, readableConversation, type ConversationScope } from "./conversation-access";
import { insertMessage } from "./conversation-messages";

/**
 * POST /api/conversation/{id}/msg by the lead's customer or its assigned installer while
 * the chat is open (ACCEPTED, ON_SITE, DONE, REVISION). The chat is monitored: contact
 * details are replaced before the message is stored, so nobody ever reads them, and then
 * the sender is warned by a SYSTEM message and administrators get a leak_detection alert
 * with the original text. Everything happens in one transaction that share-locks the lead,
 * so a message never lands after the lead has left the chat states.
 */
export function sendMessage(
  deps: ApiDeps,
  sender: SessionUser,
  conversationId: string,
  { body }: ChatMessageInput,
): Promise<ConversationMessage> {
  return deps.db.transaction().execute(async (trx) => {
    const scope = await readableConversation(trx, sender, { conversationId }, { lockLead: true });
    if (!isParty(sender, scope)) throw new Forbidden(messages.server.chatPartiesOnly);
    if (!isChatOpen(scope.status)) throw new Conflict(messages.server.chatClosedIn(scope.status));

    const redacted = redactContactDetails(body);
    const message = await insertMessage(trx, {
      conversationId,
      senderId: sender.id,
      type: MessageType.TEXT,
      body: redacted.text,
    });
    if (redacted.findings.length > 0) {
      const kinds = [...new Set(redacted.findings.map((finding) => finding.kind))];
      await reportContactLeak(trx, sender, { ...scope, id: conversationId }, message, {
        originalText: body,
        kinds,
      });
    }
    return message;
  });
}

/** The sender's warning in the chat and the administrators' alert with the original text. */
async function reportContactLeak(
  trx: Transaction<Database>,
  sender: SessionUser,
  scope: ConversationScope & { id: string },
  message: ConversationMessage,
  leak: { originalText: string; kinds: string[] },
): Promise<void> {
  await insertMessage(trx, {
    conversationId: scope.id,
    senderId: null,
    type: MessageType.SYSTEM,
    body: messages.server.contactDetailsRemoved,
  });
  await trx
    .insertInto("alerts")
    .values({
      type: "leak_detection",
      description: messages.server.contactLeakAlert(
        `${sender.firstName} ${sender.lastName}`,
        scope.title,
      ),
      details: {
        originalText: leak.originalText,
        kinds: leak.kinds,
        redactedText: message.body,
        messageId: message.id,
        conversationId: scope.id,
        leadId: scope.leadId,
        userId: sender.id,
      },
      leadId: scope.leadId,
      userId: sender.id,
    })
    .execute();
}
