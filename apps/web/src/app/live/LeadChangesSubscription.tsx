import { useQueryClient } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import { Role, type User } from "@uplink/domain";
import { useEffect, useRef } from "react";
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

  const readAgain = () => {
    void queryClient.invalidateQueries(trpc.leads.pathFilter());
    if (user.role === Role.ADMINISTRATOR) {
      void queryClient.invalidateQueries(trpc.admin.pathFilter());
    }
  };

  const stream = useSubscription(
    trpc.leads.changes.subscriptionOptions(undefined, {
      onStarted: () => {
        // The first start follows the screens' own first reads.
        if (connectedBefore.current) readAgain();
        connectedBefore.current = true;
      },
      onData: readAgain,
    }),
  );
  useReopenWhenRefused(stream);
  const connected = stream.status === "pending";
  useEffect(() => {
    setLeadChangesStreamOpen(connected);
    return () => setLeadChangesStreamOpen(false);
  }, [connected]);
  return null;
}
