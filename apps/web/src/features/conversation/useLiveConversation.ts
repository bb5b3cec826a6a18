import { useState } from "react";
import { useConversation } from "./api/queries";
import { useConversationStream, type StreamStart } from "./useConversationStream";

/**
 * An open chat: the conversation read once with conversation.byId, then kept up to date
 * by its live stream, which starts after the newest message that read held. While the
 * stream is not live (connecting, reconnecting, refused or failed) the conversation is
 * polled every 5 seconds as SPEC §9 has it; a stream that says it is ready stops the
 * polling before its first poll.
 */
export function useLiveConversation(id: string) {
  const [from, setFrom] = useState<StreamStart | null>(null);
  const connection = useConversationStream(id, from);
  const chat = useConversation(id, connection !== "live");
  // Fixed once: the stream keeps its own place from then on, also across reconnects.
  if (from === null && chat.data) setFrom({ lastEventId: chat.data.messages.at(-1)?.id ?? null });
  return { chat, connection };
}
