import type { NotificationListener } from "@uplink/db";
import type { SessionCache } from "./session-cache";

/**
 * Where the database tells of sessions revoked, re-dated or deleted (`session:<id>`) and
 * of users whose email, names, role, verification, password or anonymisation changed
 * (`user:<id>`): triggers of migration 0008 notify it on commit, whoever writes.
 */
export const SESSION_CHANGES_CHANNEL = "session_changes";

/**
 * Keeps `cache` true to the database: each change notified forgets what it touches, and
 * the cache serves nothing while the listener is not connected, since what was notified
 * in between is never heard.
 */
export function followSessionChanges(listener: NotificationListener, cache: SessionCache): void {
  listener.onConnected(() => cache.follow());
  listener.onLost(() => cache.unfollow());
  listener.onNotification((channel, payload) => {
    if (channel === SESSION_CHANGES_CHANNEL) forgetChanged(cache, payload);
  });
  if (listener.listening) cache.follow();
}

function forgetChanged(cache: SessionCache, payload: string): void {
  const separator = payload.indexOf(":");
  const kind = payload.slice(0, separator);
  const id = payload.slice(separator + 1);
  if (separator > 0 && kind === "session") cache.forgetSession(id);
  else if (separator > 0 && kind === "user") cache.forgetUser(id);
  // A change this code does not know: forgetting everything is always right.
  else cache.forgetAll();
}
