/**
 * Whether the database answers, as a background check last saw it: what health reads
 * instead of querying. DatabaseReadiness implements it.
 */
export interface ReadinessCheck {
  readonly ready: boolean;
  /** A connection was lost: unready at once, without waiting for the next check. */
  markUnready(reason: unknown): void;
}
