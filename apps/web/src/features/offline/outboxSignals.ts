/** The tag a page asks Background Sync to wake the service worker with (issue 23). */
export const OUTBOX_SYNC_TAG = "uplink-outbox";

/** The service worker's word to its pages that the connection is back: send the outbox. */
export const OUTBOX_FLUSH_MESSAGE = "uplink-outbox-flush";
