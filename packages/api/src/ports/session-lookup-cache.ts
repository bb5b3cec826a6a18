import type { SessionLookup } from "../auth/sessions";

/**
 * Session lookups of the last seconds, forgotten when the database notifies a change.
 * SessionCache implements it.
 */
export interface SessionLookupCache {
  /** The session `token` opens: from memory when it is there, else by `load`. */
  lookUp(
    token: string,
    load: (token: string) => Promise<SessionLookup | null>,
  ): Promise<SessionLookup | null>;
  /** Forgets the sessions of `userId` now (a change this instance made to the user). */
  forgetUser(userId: string): void;
}
