import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CHAT_PAGE_SIZE, CHAT_POLL_INTERVAL_MS, type ConversationMessage } from "@uplink/domain";
import { useTRPC, useTRPCClient } from "../../../app/api/trpc";

/**
 * Adds the messages the list does not hold yet. Both ways a message arrives (a read of
 * conversation.byId from the newest message held, and the live stream) deliver an unbroken
 * run of messages after one the list holds, so adding at the end keeps the server's order.
 */
export function withMessages(
  messages: ConversationMessage[],
  added: ConversationMessage[],
): ConversationMessage[] {
  const known = new Set(messages.map((message) => message.id));
  const fresh = added.filter((message) => !known.has(message.id));
  return fresh.length === 0 ? messages : [...messages, ...fresh];
}

/**
 * The conversation, kept under conversation.byId's query key: every read asks only for
 * the messages after the newest one held (`after`) and adds them, page after page. With
 * `poll` it reads every 5 seconds (SPEC §9); the chat polls only while its live stream is
 * not working. Opening the chat again reads at once instead of showing what it held.
 *
 * Only the server's reads fill the list, never a send's answer: the newest message held
 * is the cursor, and a message this client sent may be newer than one the other person
 * wrote just before it and not yet received.
 */
export function useConversation(id: string, poll: boolean) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const options = trpc.conversation.byId.queryOptions({ id });
  const held = () => queryClient.getQueryData(options.queryKey);

  return useQuery({
    ...options,
    queryFn: async () => {
      let answer = await client.conversation.byId.query({
        id,
        after: held()?.messages.at(-1)?.id,
      });
      let added = answer.messages;
      while (answer.messages.length === CHAT_PAGE_SIZE) {
        answer = await client.conversation.byId.query({ id, after: added.at(-1)?.id });
        added = [...added, ...answer.messages];
      }
      // Read again: the live stream may have added messages while this read was on its way.
      const now = held();
      return { ...answer, messages: withMessages(now?.messages ?? [], added) };
    },
    refetchInterval: poll ? CHAT_POLL_INTERVAL_MS : false,
    refetchOnMount: "always",
  });
}
