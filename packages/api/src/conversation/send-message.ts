import {
  isChatOpen,
  MessageType,
  type ConversationMessage,
  type SendChatMessageInput,
  said,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps, Context } from "../context";
import { requestLocaleOf } from "../i18n/request-locale";
import { Conflict, Forbidden } from "../errors";
import { reportContactLeaks, screenText } from "./contact-monitoring";
import { isParty, readableConversation } from "./conversation-access";
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
  deps: ApiDeps & Partial<Pick<Context, "request">>,
  sender: SessionUser,
  { id: conversationId, body }: SendChatMessageInput,
): Promise<ConversationMessage> {
  return deps.db.transaction().execute(async (trx) => {
    const scope = await readableConversation(trx, sender, { conversationId }, { lockLead: true });
    if (!isParty(sender, scope)) throw new Forbidden(said.server.chatPartiesOnly);
    if (!isChatOpen(scope.status)) throw new Conflict(said.server.chatClosedIn(scope.status));

    const screened = screenText("chat_message", body);
    const message = await insertMessage(
      trx,
      {
        conversationId,
        senderId: sender.id,
        type: MessageType.TEXT,
        body: screened.text,
      },
      requestLocaleOf({ user: sender, request: deps.request }),
    );
    await reportContactLeaks(
      trx,
      sender,
      {
        lead: { id: scope.leadId, title: scope.title },
        warning: {
          conversationId,
          line: said.server.contactDetailsRemoved,
        },
      },
      [{ ...screened, messageId: message.id }],
    );
    return message;
  });
}
