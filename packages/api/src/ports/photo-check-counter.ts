import type { RequestLimiter } from "./request-limiter";

/**
 * The photo checks (photoChecksPerUser) one request has been counted for already.
 * CountedPhotoChecks implements it.
 */
export interface PhotoCheckCounter {
  /** Counts `checks` photo checks of the user now (the server, before a large body). */
  countAhead(limiter: RequestLimiter, userId: string, checks: number): Promise<void>;
  /** Counts one photo check: one counted ahead while any is left, else now. */
  count(limiter: RequestLimiter, userId: string): Promise<void>;
}
