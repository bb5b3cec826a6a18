import { skipToken, useQueryClient } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import type { TRPCSubscriptionStatus } from "@trpc/tanstack-react-query";
import { useRef, useState } from "react";
import { useTRPC } from "../../app/api/trpc";
import { useReopenWhenRefused } from "../../app/live/useReopenWhenRefused";
import { withMessages } from "./api/queries";

/**
 * How new messages reach an open chat: over the live stream, still connecting to it,
 * reconnecting after it dropped, or (the stream refused, failed or gone) by polling.
 */
export type ChatConnection = "connecting" | "live" | "reconnecting" | "polling";

/** Where the stream starts: after the newest message the chat held when it opened. */
export interface StreamStart {
  lastEventId: string | null;
}

/**
 * Whether the stream has delivered since it last (re)connected: not yet on the first
 * connection, not again since a later one, or delivering. tRPC says `connected` before
 * the server has authorised the stream, so only an event of the stream (its first is
 * `ready`) shows that it delivers.
 */
type Delivery = "not-yet" | "not-again" | "delivering";

/** What the stream did: (re)connected, brought an event, or lost its connection. */
type StreamHappening = "connected" | "event" | "lost";

function deliveryAfter(delivery: Delivery, happening: StreamHappening): Delivery {
  if (happening === "event") return "delivering";
  if (happening === "lost" || delivery === "delivering") return "not-again";
  return delivery;
}

function connectionOf(
  status: TRPCSubscriptionStatus,
  delivery: Delivery,
  started: boolean,
): ChatConnection {
  switch (status) {
    case "pending":
      if (delivery === "delivering") return "live";
      return delivery === "not-yet" ? "connecting" : "reconnecting";
    case "connecting":
      return delivery === "not-yet" ? "connecting" : "reconnecting";
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
  const [delivery, setDelivery] = useState<Delivery>("not-yet");
  const accepted = useRef(false);
  const happened = (happening: StreamHappening) =>
    setDelivery((before) => deliveryAfter(before, happening));
  const stream = useSubscription(
    trpc.conversation.live.subscriptionOptions(
      from ? { id, lastEventId: from.lastEventId } : skipToken,
      {
        onStarted: () => happened("connected"),
        // tRPC's inactivity timeout (the server's sse.client.reconnectAfterInactivityMs: no
        // ping or event for that long) and a dropped connection come as `connecting` with
        // an error; the first connection and a reopen, without one.
        onConnectionStateChange: (state) => {
          if (state.state === "connecting") happened(state.error ? "lost" : "connected");
        },
        onError: () => happened("lost"),
        onData: (event) => {
          accepted.current = true;
          happened("event");
          // Messages come as tracked events ({ id, data }), so a reconnect resumes after them.
          const change = "data" in event ? event.data : event;
          if (change.type === "ready") return;
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
  useReopenWhenRefused(stream, accepted);
  return connectionOf(stream.status, delivery, from !== null);
}
