import { skipToken, useQueryClient } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import type { TRPCSubscriptionStatus } from "@trpc/tanstack-react-query";
import { useTRPC } from "../../app/api/trpc";
import { useReopenWhenRefused } from "../../app/live/useReopenWhenRefused";
import { withMessages } from "./conversationRequests";

/**
 * How new messages reach an open chat: over the live stream, still connecting to it,
 * reconnecting after it dropped, or (the stream refused, failed or gone) by polling.
 */
export type ChatConnection = "connecting" | "live" | "reconnecting" | "polling";

/** Where the stream starts: after the newest message the chat held when it opened. */
export interface StreamStart {
  lastEventId: string | null;
}

function connectionOf(
  status: TRPCSubscriptionStatus,
  failed: boolean,
  started: boolean,
): ChatConnection {
  switch (status) {
    case "pending":
      return "live";
    case "connecting":
      return failed ? "reconnecting" : "connecting";
    case "error":
      return "polling";
    case "idle":
      // Idle once started means the stream ended; nothing will reopen it.
      return started ? "polling" : "connecting";
  }
}

/**
 * conversation.live from `from` (none yet: not opened): each message it brings is added
 * to the conversation held under conversation.byId's key, once; a change of the lead's
 * status has whatever shows the lead read it again.
 */
export function useConversationStream(id: string, from: StreamStart | null): ChatConnection {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const stream = useSubscription(
    trpc.conversation.live.subscriptionOptions(
      from ? { id, lastEventId: from.lastEventId } : skipToken,
      {
        onData: (event) => {
          // Messages come as tracked events ({ id, data }), so a reconnect resumes after them.
          const change = "data" in event ? event.data : event;
          if (change.type === "lead") {
            void queryClient.invalidateQueries(trpc.leads.pathFilter());
            return;
          }
          const { message } = change;
          queryClient.setQueryData(
            trpc.conversation.byId.queryKey({ id }),
            (conversation) =>
              conversation && {
                ...conversation,
                messages: withMessages(conversation.messages, [message]),
              },
          );
        },
      },
    ),
  );
  useReopenWhenRefused(stream);
  return connectionOf(stream.status, stream.error !== null, from !== null);
}
