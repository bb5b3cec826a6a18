import type { Kysely } from "kysely";
import type { Database, NotificationListener } from "@uplink/db";
import { SESSION_CHANGES_CHANNEL } from "./session-changes";
import type { LiveStreamGuard, StreamAccess, StreamCaller } from "../ports/live-stream-guard";
import { isActiveSession, type SessionUser } from "./sessions";

/** How long one live stream lasts at most before it is cut and the client reconnects. */
export const LIVE_STREAM_MAX_AGE_MS = 30 * 60_000;
/** How often open streams check their session while its changes are not heard. */
export const LIVE_ACCESS_UNHEARD_CHECK_MS = 2_000;

export interface LiveAccessOptions {
  /** LIVE_STREAM_MAX_AGE_MS unless given (a test's shorter lifetime). */
  maxAgeMs?: number;
  /** LIVE_ACCESS_UNHEARD_CHECK_MS unless given. */
  unheardCheckMs?: number;
}

interface Stream {
  db: Kysely<Database>;
  sessionId: string;
  user: SessionUser;
  ends: AbortController;
  ageTimer: NodeJS.Timeout;
}

/**
 * Every open live stream (a live chat, a live list of leads) with the session and user it
 * was authorised for. A stream is authorised when it opens; from then on:
 * - a change of its session or user (sign-out, revocation, password, role, verification,
 *   deletion: migration 0008's `session_changes`, heard by every instance whoever wrote)
 *   ends it at once, and the client's reconnect is authorised again from scratch;
 * - while those changes are not heard (no listener, or its connection lost), every stream
 *   checks its session in the database at a short interval, and all check at once when
 *   they are heard again (what was notified meanwhile is gone);
 * - it ends at the latest after its maximum age, however busy.
 * An ended stream is cut, not finished, so the client reconnects with its last event id
 * and misses nothing that it may still read.
 */
export class LiveAccess implements LiveStreamGuard {
  readonly #maxAgeMs: number;
  readonly #unheardCheckMs: number;
  readonly #streams = new Set<Stream>();
  #heard = false;
  #checkTimer: NodeJS.Timeout | undefined;

  constructor(options: LiveAccessOptions = {}) {
    this.#maxAgeMs = options.maxAgeMs ?? LIVE_STREAM_MAX_AGE_MS;
    this.#unheardCheckMs = options.unheardCheckMs ?? LIVE_ACCESS_UNHEARD_CHECK_MS;
  }

  /** Open streams, for the tests. */
  get open(): number {
    return this.#streams.size;
  }

  /** Registers the stream `ctx` opens until `signal` (the client going) aborts. */
  openFor(ctx: StreamCaller, signal: AbortSignal | undefined): StreamAccess {
    const ends = new AbortController();
    const stream: Stream = {
      db: ctx.db,
      sessionId: ctx.sessionId,
      user: ctx.user,
      ends,
      ageTimer: setTimeout(() => this.#end(stream), this.#maxAgeMs).unref(),
    };
    this.#streams.add(stream);
    this.#pace();
    const combined = signal ? AbortSignal.any([signal, ends.signal]) : ends.signal;
    return {
      signal: combined,
      get ended() {
        return ends.signal.aborted;
      },
      close: () => this.#close(stream),
    };
  }

  /** A `session_changes` payload: ends the streams of that session or user. */
  changed(payload: string): void {
    const separator = payload.indexOf(":");
    const kind = payload.slice(0, separator);
    const id = payload.slice(separator + 1);
    for (const stream of this.#streams) {
      if (separator > 0 && kind === "session" && stream.sessionId !== id) continue;
      if (separator > 0 && kind === "user" && stream.user.id !== id) continue;
      // A change this code does not know ends every stream: the reconnects are checked.
      this.#end(stream);
    }
  }

  heard(): void {
    this.#heard = true;
    this.#pace();
    // Whatever was notified while nobody listened went unheard.
    void this.#checkAll();
  }

  unheard(): void {
    this.#heard = false;
    this.#pace();
  }

  /** Checks every stream's session at an interval while changes are not heard, only then. */
  #pace(): void {
    const polling = !this.#heard && this.#streams.size > 0;
    if (polling && !this.#checkTimer) {
      this.#checkTimer = setInterval(() => void this.#checkAll(), this.#unheardCheckMs);
      this.#checkTimer.unref();
    } else if (!polling && this.#checkTimer) {
      clearInterval(this.#checkTimer);
      this.#checkTimer = undefined;
    }
  }

  async #checkAll(): Promise<void> {
    const byDb = new Map<Kysely<Database>, Stream[]>();
    for (const stream of this.#streams) {
      byDb.set(stream.db, [...(byDb.get(stream.db) ?? []), stream]);
    }
    for (const [db, streams] of byDb) {
      try {
        const lasting = await lastingSessions(
          db,
          streams.map((stream) => stream.sessionId),
        );
        for (const stream of streams) {
          const now = lasting.get(stream.sessionId);
          if (!now || !sameAccess(now, stream.user)) this.#end(stream);
        }
      } catch {
        // The database cannot tell now: the next check asks again, and the streams'
        // own reads fail meanwhile if it is gone.
      }
    }
  }

  #end(stream: Stream): void {
    stream.ends.abort();
    this.#close(stream);
  }

  #close(stream: Stream): void {
    clearTimeout(stream.ageTimer);
    this.#streams.delete(stream);
    this.#pace();
  }
}

type AccessFacts = Pick<SessionUser, "id" | "role" | "verificationStatus">;

/** What a stream was authorised on is still so: same user, role and verification. */
function sameAccess(now: AccessFacts, then: SessionUser): boolean {
  return (
    now.id === then.id &&
    now.role === then.role &&
    now.verificationStatus === then.verificationStatus
  );
}

/** The sessions of `ids` that still sign their holder in, with what they say of them. */
async function lastingSessions(
  db: Kysely<Database>,
  ids: string[],
): Promise<Map<string, AccessFacts>> {
  const rows = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .select(["sessions.id as sessionId", "users.id", "users.role", "users.verificationStatus"])
    .where("sessions.id", "in", ids)
    .where(isActiveSession(new Date()))
    .where("users.anonymisedAt", "is", null)
    .execute();
  return new Map(rows.map(({ sessionId, ...facts }) => [sessionId, facts]));
}

/** Keeps `access` told of the database's session changes through `listener`. */
export function followLiveAccess(listener: NotificationListener, access: LiveAccess): void {
  listener.onConnected(() => access.heard());
  listener.onLost(() => access.unheard());
  listener.onNotification((channel, payload) => {
    if (channel === SESSION_CHANGES_CHANNEL) access.changed(payload);
  });
  if (listener.listening) access.heard();
}
