import { hashOpaqueToken } from "./opaque-token";
import type { SessionLookupCache } from "../ports/session-lookup-cache";
import type { SessionLookup } from "./sessions";

/**
 * How long a session lookup is reused without asking the database again. Changes are
 * notified at once (see session-changes.ts); this bounds how long one whose notification
 * never arrived can go unseen.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** The most sessions remembered at once; the oldest entry makes room for a new one. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  session: SessionLookup;
  /** Date.now() after which the entry is not used. */
  validUntil: number;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
}

/**
 * The session lookups of the last seconds, by a hash of their token (a copy of the
 * process memory holds no token that would sign anyone in). Only sessions that sign their
 * holder in are kept; an unknown, revoked or expired token is looked up every time, so a
 * flood of made-up tokens cannot push real sessions out.
 *
 * It serves entries only while it is told of changes (`follow`): when the notifications
 * stop, everything is forgotten and every lookup goes to the database until they resume.
 */
export class SessionCache implements SessionLookupCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  #following = false;
  /**
   * Counts what was forgotten: a lookup that started before something was forgotten may
   * have read what the change replaced, so it must not be kept.
   */
  #generation = 0;

  constructor(options: SessionCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The session `token` opens when memory knows it for sure now (looked up in the last
   * seconds, changes heard since); undefined when only the database can tell.
   */
  peek(token: string): SessionLookup | undefined {
    if (!this.#following) return undefined;
    const entry = this.#entries.get(hashOpaqueToken(token));
    return entry && entry.validUntil > Date.now() ? entry.session : undefined;
  }

  /** The session `token` opens, from memory when it was looked up in the last seconds. */
  async lookUp(
    token: string,
    load: (token: string) => Promise<SessionLookup | null>,
  ): Promise<SessionLookup | null> {
    if (!this.#following) return load(token);
    const key = hashOpaqueToken(token);
    const entry = this.#entries.get(key);
    if (entry && entry.validUntil > Date.now()) return entry.session;
    if (entry) this.#entries.delete(key);

    const generation = this.#generation;
    const session = await load(token);
    // #following may have changed during the await above, which narrowing cannot know.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (session && this.#following && generation === this.#generation) {
      this.#remember(key, session);
    }
    return session;
  }

  /** Changes are being heard from now on; what was kept before may be stale. */
  follow(): void {
    this.forgetAll();
    this.#following = true;
  }

  /** Changes are no longer heard: keep nothing until they are again. */
  unfollow(): void {
    this.#following = false;
    this.forgetAll();
  }

  forgetSession(sessionId: string): void {
    this.#forgetWhere((session) => session.sessionId === sessionId);
  }

  forgetUser(userId: string): void {
    this.#forgetWhere((session) => session.user.id === userId);
  }

  forgetAll(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  #forgetWhere(matches: (session: SessionLookup) => boolean): void {
    this.#generation += 1;
    for (const [key, entry] of this.#entries) {
      if (matches(entry.session)) this.#entries.delete(key);
    }
  }

  #remember(key: string, session: SessionLookup): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    const validUntil = Math.min(Date.now() + this.#ttlMs, session.expiresAt.getTime());
    this.#entries.set(key, { session, validUntil });
  }
}
