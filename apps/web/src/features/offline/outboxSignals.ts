import type { Submission } from "./submission";

/** The tag a page asks Background Sync to wake the service worker with (issue 23). */
export const OUTBOX_SYNC_TAG = "uplink-outbox";

/** The service worker's word to its pages that the connection is back: send the outbox. */
export const OUTBOX_FLUSH_MESSAGE = "uplink-outbox-flush";

/** The service worker's word to its pages that it sent these kept submissions itself. */
export interface OutboxSentMessage {
  type: "uplink-outbox-sent";
  sent: Submission[];
}

export function isOutboxSentMessage(data: unknown): data is OutboxSentMessage {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { type?: unknown }).type === "uplink-outbox-sent" &&
    Array.isArray((data as { sent?: unknown }).sent)
  );
}
