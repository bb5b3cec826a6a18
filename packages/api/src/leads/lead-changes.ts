import { LIVE_STREAMS_PER_USER, said } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { SaidError } from "../said-error";

/** The first event of leads.changes: the caller is authorised and the stream listens. */
const READY = { type: "ready" } as const;

/**
 * `ready`, then the leads of `viewer`'s lists that change, as they change (see LeadFeed for
 * who hears what): `{ leadIds }`, or `everything: true` after notifications went unheard.
 * Events are hints to read again, not data: nothing is missed by a client that reads its
 * lists when it (re)connects. Without a feed (no notifications, as in most tests) nothing
 * is told after `ready`.
 */
export async function* leadChanges(
  deps: ApiDeps,
  viewer: SessionUser,
  signal: AbortSignal | undefined,
) {
  const stop = signal ?? new AbortController().signal;
  const feed = deps.leadFeed;
  if (!feed) {
    yield READY;
    await new Promise((resolve) => stop.addEventListener("abort", resolve));
    return;
  }
  // Each open list holds a connection: one person cannot hold the server's all.
  if (feed.watchingFor(viewer.id) >= LIVE_STREAMS_PER_USER) {
    throw new SaidError("TOO_MANY_REQUESTS", said.server.liveStreamsTooMany);
  }
  const watcher = feed.watch(viewer);
  try {
    yield READY;
    while (!stop.aborted) {
      const changes = await watcher.next(stop);
      if (changes.everything || changes.leadIds.length > 0) yield changes;
    }
  } finally {
    watcher.stop();
  }
}
