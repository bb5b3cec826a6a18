import { useQueryClient } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import { Role, type User } from "@uplink/domain";
import { useEffect, useRef, useState } from "react";
import { setLeadChangesStreamOpen } from "../api/leadChangesStream";
import { useTRPC } from "../api/trpc";
import { useReopenWhenRefused } from "./useReopenWhenRefused";

/**
 * Listens to leads.changes for `user` and has every screen that shows leads read them
 * again when one of theirs changes: the dashboard, lead detail and, for administrators,
 * the admin lists. The events are hints, not data, and say nothing of what happened
 * while the stream was down, so a reconnect reads everything again too. Renders nothing.
 */
export function LeadChangesSubscription({ user }: { user: User }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const connectedBefore = useRef(false);
  const accepted = useRef(false);
  // Ready (authorised and listening) since the stream last connected.
  const [ready, setReady] = useState(false);

  const readAgain = () => {
    void queryClient.invalidateQueries(trpc.leads.pathFilter());
    if (user.role === Role.ADMINISTRATOR) {
      void queryClient.invalidateQueries(trpc.admin.pathFilter());
    }
  };

  const stream = useSubscription(
    trpc.leads.changes.subscriptionOptions(undefined, {
      onStarted: () => {
        setReady(false);
        // The first start follows the screens' own first reads.
        if (connectedBefore.current) readAgain();
        connectedBefore.current = true;
      },
      onConnectionStateChange: (state) => {
        if (state.state === "connecting") setReady(false);
      },
      onData: (event) => {
        accepted.current = true;
        setReady(true);
        // `ready` (the only event with a type): authorised and listening, nothing changed.
        if ("type" in event) return;
        readAgain();
      },
    }),
  );
  useReopenWhenRefused(stream, accepted);
  // Only a stream that is ready tells of changes; until then the mutations read again.
  const connected = stream.status === "pending" && ready;
  useEffect(() => {
    setLeadChangesStreamOpen(connected);
    return () => setLeadChangesStreamOpen(false);
  }, [connected]);
  return null;
}
