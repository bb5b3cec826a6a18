/** The Web Lock the page's flush and the service worker's Background Sync share. */
const OUTBOX_LOCK = "uplink-outbox";

/**
 * Runs `send` while no other page of the origin, nor its service worker, sends the
 * outbox (Web Locks, which pages and workers share), so a submission is never sent by
 * two at once: the second reads the outbox after the first is done and finds it gone.
 * Where the browser has no Web Locks, the Idempotency-Key alone keeps it to once.
 */
export async function whileOutboxLocked<T>(send: () => Promise<T>): Promise<T> {
  const { locks } = navigator as { locks?: LockManager };
  return locks ? await locks.request(OUTBOX_LOCK, send) : await send();
}
