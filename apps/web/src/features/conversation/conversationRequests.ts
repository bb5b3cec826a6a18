import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { CHAT_POLL_INTERVAL_MS, type Conversation, type ConversationMessage } from "@uplink/domain";
import { apiRequest, throwIfResNotOk } from "../../app/api/apiRequest";
import { authHeaders } from "../../app/api/authToken";

const conversationPath = (id: string) => `/api/conversation/${encodeURIComponent(id)}`;

/**
 * What the chat keeps between polls: the messages so far, and where the next poll starts
 * (the newest message a poll returned, and that answer's ETag). A message this client
 * sent joins the list at once but never moves the cursor, so a message the other party
 * wrote just before it is still fetched.
 */
export interface ChatState {
  conversation: Conversation;
  cursor: string | undefined;
  etag: string | undefined;
}

export const chatQueryKey = (id: string) => ["/api/conversation", id] as const;

/** Adds messages the list does not hold yet, keeping the server's order. */
function withMessages(
  messages: ConversationMessage[],
  added: ConversationMessage[],
): ConversationMessage[] {
  const known = new Set(messages.map((message) => message.id));
  return [...messages, ...added.filter((message) => !known.has(message.id))];
}

/**
 * One poll of GET /api/conversation/{id}: from the cursor, with If-None-Match, so that an
 * unchanged conversation answers 304 and the state stays as it is.
 */
export async function pollConversation(id: string, previous?: ChatState): Promise<ChatState> {
  const url = new URL(conversationPath(id), window.location.origin);
  if (previous?.cursor) url.searchParams.set("after", previous.cursor);
  const headers: Record<string, string> = { ...authHeaders() };
  if (previous?.etag) headers["If-None-Match"] = previous.etag;
  // The ETag is ours to send: the browser's cache must neither answer nor revalidate.
  const res = await fetch(url.pathname + url.search, {
    headers,
    credentials: "include",
    cache: "no-store",
  });
  if (res.status === 304 && previous) return previous;
  await throwIfResNotOk(res);
  const answer = (await res.json()) as Conversation;
  return {
    conversation: {
      ...answer,
      messages: withMessages(previous?.conversation.messages ?? [], answer.messages),
    },
    cursor: answer.messages.at(-1)?.id ?? previous?.cursor,
    etag: res.headers.get("ETag") ?? undefined,
  };
}

/**
 * The conversation, polled every 5 seconds (SPEC §9) for as long as a component using it
 * is mounted: the chat modal mounts it only while it is open.
 */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatQueryKey(id),
    queryFn: () => pollConversation(id, queryClient.getQueryData<ChatState>(chatQueryKey(id))),
    refetchInterval: CHAT_POLL_INTERVAL_MS,
    // Opening the chat again asks at once instead of showing what it held when closed.
    refetchOnMount: "always",
  });
}

function addSentMessage(queryClient: QueryClient, id: string, message: ConversationMessage) {
  queryClient.setQueryData<ChatState>(
    chatQueryKey(id),
    (state) =>
      state && {
        ...state,
        conversation: {
          ...state.conversation,
          messages: withMessages(state.conversation.messages, [message]),
        },
      },
  );
}

/** POST /api/conversation/{id}/msg; the message shows at once, and a poll follows it. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const res = await apiRequest("POST", `${conversationPath(id)}/msg`, { body, type: "TEXT" });
      return (await res.json()) as ConversationMessage;
    },
    onSuccess: async (message) => {
      addSentMessage(queryClient, id, message);
      // The server may have added a SYSTEM warning after it.
      await queryClient.invalidateQueries({ queryKey: chatQueryKey(id) });
    },
  });
}
