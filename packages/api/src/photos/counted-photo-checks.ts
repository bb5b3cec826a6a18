import type { PhotoCheckCounter } from "../ports/photo-check-counter";
import type { RequestLimiter } from "../ports/request-limiter";

/**
 * The photo checks (photoChecksPerUser) a request has been counted for already: the
 * server counts a large photo body's checks before the body waits for its turn to be
 * read, so that a sender past the limit is refused before waiting, and the procedures
 * then take those instead of counting again.
 */
export class CountedPhotoChecks implements PhotoCheckCounter {
  #left = 0;

  /** Counts `checks` photo checks of the user now; refuses with 429 once the limit is full. */
  async countAhead(rateLimiter: RequestLimiter, userId: string, checks: number): Promise<void> {
    for (let check = 0; check < checks; check += 1) {
      await rateLimiter.consume(["photoChecksPerUser", userId]);
      this.#left += 1;
    }
  }

  /** Counts one photo check: one counted ahead while any is left, else now. */
  async count(rateLimiter: RequestLimiter, userId: string): Promise<void> {
    if (this.#left > 0) {
      this.#left -= 1;
      return;
    }
    await rateLimiter.consume(["photoChecksPerUser", userId]);
  }
}
