import {
  conversationLiveInput,
  conversationPollInput,
  conversationSchema,
  messageSchema,
  sendChatMessageInput,
} from "@uplink/domain";
import { whileAccessLasts } from "../auth/live-streams";
import { openApiFor } from "../openapi-meta";
import { authedProcedure, inputParsedInSync, router, sampledOutput } from "../trpc";
import { openLiveConversation } from "./live-conversation";
import { readConversation } from "./read-conversation";
import { sendMessage } from "./send-message";

const conversationApi = openApiFor({ tags: ["conversation"], protect: true });

export const conversationRouter = router({
  byId: authedProcedure
    .meta(
      conversationApi.get(
        "/conversation/{id}",
        "A lead's conversation, polled every 5 seconds",
        "Messages oldest first and the people who write in it (phone numbers masked but " +
          "for their owner and administrators). With `after` (the id of the newest message " +
          "you have) only newer messages. Every answer carries an ETag; send it back as " +
          "If-None-Match and an unchanged conversation answers 304. For the lead's " +
          "customer, its assigned installer and administrators; 404 for anyone else.",
      ),
    )
    .concat(inputParsedInSync(conversationPollInput))
    .concat(sampledOutput(conversationSchema))
    .query(({ ctx, input }) => readConversation(ctx, ctx.user, input)),

  /** The web's live chat (server-sent events); REST clients poll byId instead. */
  live: authedProcedure
    .input(conversationLiveInput)
    .subscription(({ ctx, input, signal }) =>
      whileAccessLasts(ctx, signal, (until) => openLiveConversation(ctx, ctx.user, input, until)),
    ),

  send: authedProcedure
    .meta(
      conversationApi.post(
        "/conversation/{id}/msg",
        "Send a chat message",
        'Body `{ body, type: "TEXT" }`, 1 to 2,000 characters after trimming. For the ' +
          "lead's customer and its assigned installer while the lead is ACCEPTED, ON_SITE, " +
          "DONE or REVISION (409 otherwise). Contact details are replaced by '[contact " +
          "details removed]', the sender is warned and administrators are alerted.",
      ),
    )
    .input(sendChatMessageInput)
    .output(messageSchema)
    .mutation(({ ctx, input }) => sendMessage(ctx, ctx.user, input)),
});
