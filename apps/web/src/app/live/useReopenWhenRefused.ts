import type { TRPCSubscriptionStatus } from "@trpc/tanstack-react-query";
import { useEffect, type RefObject } from "react";

/**
 * The server cuts a live stream at its maximum age and when its session or user changes;
 * the browser then reconnects by itself, to the same URL, whose single-use stream ticket
 * is spent, and is refused. A stream refused after it was accepted is therefore opened
 * once more, with a fresh ticket (and authorised anew); refused before it was ever
 * accepted (the session really ended), it stays refused and the caller falls back to
 * polling.
 *
 * `accepted` is the caller's: set on any event of the stream, since the server's first,
 * `ready`, comes only once it has authorised the caller (tRPC's `connected` comes before).
 */
export function useReopenWhenRefused(
  stream: { status: TRPCSubscriptionStatus; reset: () => void },
  accepted: RefObject<boolean>,
): void {
  const { status, reset } = stream;
  useEffect(() => {
    if (status === "error" && accepted.current) {
      accepted.current = false;
      reset();
    }
  }, [status, reset, accepted]);
}
