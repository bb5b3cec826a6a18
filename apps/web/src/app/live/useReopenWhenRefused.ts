import type { TRPCSubscriptionStatus } from "@trpc/tanstack-react-query";
import { useEffect, useRef } from "react";

/**
 * How long a stream must stay open to count as accepted: tRPC's server confirms every
 * stream (`connected`) before it authorises it, and a refusal follows at once.
 */
export const STREAM_ACCEPTED_AFTER_MS = 1_000;

/**
 * The server cuts a live stream at its maximum age and when its session or user changes;
 * the browser then reconnects by itself, to the same URL, whose single-use stream ticket
 * is spent, and is refused. A stream refused after it was accepted is therefore opened
 * once more, with a fresh ticket (and authorised anew); refused again before it was
 * accepted (the session really ended), it stays refused and the caller falls back to
 * polling.
 */
export function useReopenWhenRefused(stream: {
  status: TRPCSubscriptionStatus;
  reset: () => void;
}): void {
  const accepted = useRef(false);
  const { status, reset } = stream;
  useEffect(() => {
    if (status === "pending") {
      const timer = setTimeout(() => (accepted.current = true), STREAM_ACCEPTED_AFTER_MS);
      return () => clearTimeout(timer);
    }
    if (status === "error" && accepted.current) {
      accepted.current = false;
      reset();
    }
    return undefined;
  }, [status, reset]);
}
