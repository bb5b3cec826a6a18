import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import type { SessionUser } from "../auth/sessions";

/** The caller a stream is opened for: what its access is checked against. */
export interface StreamCaller {
  db: Kysely<Database>;
  sessionId: string;
  user: SessionUser;
}

/** The access one open stream was authorised with; see LiveStreamGuard.openFor. */
export interface StreamAccess {
  /** Aborted when the client goes, or when the access ends (then `ended` is true). */
  readonly signal: AbortSignal;
  /** The session or user changed, or the stream reached its age: the stream must be cut. */
  readonly ended: boolean;
  close(): void;
}

/**
 * Ends the live streams whose session or user changes, and any at its maximum age.
 * LiveAccess implements it.
 */
export interface LiveStreamGuard {
  openFor(caller: StreamCaller, signal: AbortSignal | undefined): StreamAccess;
}
