import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import { said } from "@uplink/domain";
import { TooManyRequests } from "../errors";
import type { ApiLogger } from "../logger";
import type { RateCounter, RateLimitName, RequestLimiter } from "../ports/request-limiter";
import { SharedSlidingWindow, type RateLimitRule, type RuledKey } from "./shared-sliding-window";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * The limits on the account endpoints. Password guesses are counted alike wherever a
 * password is checked (sign-in, admin login, change password, delete account), per
 * account and per client address; the other counters count every attempt. They are
 * counted in the database, so every app instance counts against the same budget.
 */
export const DEFAULT_RATE_LIMITS = {
  passwordGuessesPerAccount: { max: 10, windowMs: 15 * MINUTE },
  passwordGuessesPerIp: { max: 50, windowMs: 15 * MINUTE },
  signUpsPerIp: { max: 20, windowMs: HOUR },
  // Not a refusal: past it, a sign-up with a taken email no longer mails the owner.
  signUpAttemptMailsPerEmail: { max: 3, windowMs: HOUR },
  resetRequestsPerIp: { max: 20, windowMs: HOUR },
  resetRequestsPerEmail: { max: 5, windowMs: HOUR },
  linkRedemptionsPerIp: { max: 30, windowMs: 15 * MINUTE },
  verificationResendsPerAccount: { max: 5, windowMs: HOUR },
  deleteAccountCodesPerAccount: { max: 5, windowMs: HOUR },
  hostedSignInsPerIp: { max: 60, windowMs: 15 * MINUTE },
  hostedLinkRequestsPerAccount: { max: 5, windowMs: HOUR },
  // Decoding up to ten large photos is the most expensive thing a request can ask for.
  photoChecksPerUser: { max: 60, windowMs: 15 * MINUTE },
} as const satisfies Record<RateLimitName, RateLimitRule>;

export type { RateCounter, RateLimitName };
export type RateLimits = Record<RateLimitName, RateLimitRule>;

export interface RateLimiterOptions {
  /**
   * Client addresses no limit applies to (RATE_LIMIT_ALLOWLIST): the operators' own
   * monitoring, load tests and offices.
   */
  isExempt?: (ip: string) => boolean;
  /** Told when deleting expired counters failed; the next sweep tries again. */
  log?: Pick<ApiLogger, "warn">;
}

/**
 * The account limits, counted in PostgreSQL (SharedSlidingWindow) so that an attacker
 * spreading attempts over several app instances gains nothing. Only the procedures
 * that an account limit guards ask the database; no other request does.
 */
export class RateLimiter implements RequestLimiter {
  private readonly limits: RateLimits;
  private readonly window: SharedSlidingWindow;
  private readonly isExempt: (ip: string) => boolean;
  private unlimited: RateLimiter | undefined;

  /** Tests pass small limits and a clock of their own. */
  constructor(
    private readonly db: Kysely<Database>,
    limits: Partial<RateLimits> = {},
    now: () => number = Date.now,
    options: RateLimiterOptions = {},
  ) {
    this.limits = { ...DEFAULT_RATE_LIMITS, ...limits };
    this.window = new SharedSlidingWindow(db, now, (error) =>
      options.log?.warn({ err: error }, "Deleting expired rate limit counters failed"),
    );
    this.isExempt = options.isExempt ?? (() => false);
  }

  /**
   * The limiter for one request's procedures: for an exempt client address, one that
   * never refuses, whichever counter (account, email or address) it is asked about.
   */
  forCaller(ip: string): RateLimiter {
    if (!this.isExempt(ip)) return this;
    this.unlimited ??= new UnlimitedRateLimiter(this.db);
    return this.unlimited;
  }

  /** Refuses with 429, saying when to retry, once any of the counters is full. */
  async assertAllowed(...counters: RateCounter[]): Promise<void> {
    const wait = await this.window.secondsUntilAllowed(this.ruled(counters));
    if (wait > 0) throw new TooManyRequests(said.server.rateLimited, wait);
  }

  async record(...counters: RateCounter[]): Promise<void> {
    await this.window.hit(this.ruled(counters), false);
  }

  /** For limits that count every attempt: refuse when full, otherwise count this one. */
  async consume(...counters: RateCounter[]): Promise<void> {
    await this.take(counters);
  }

  /** For work that is skipped rather than refused when full: whether it may go ahead. */
  async tryConsume(...counters: RateCounter[]): Promise<boolean> {
    return (await this.window.hit(this.ruled(counters), true)) !== undefined;
  }

  /**
   * For limits that count only failures of slow work (password guesses): takes the
   * slot before the work starts, so parallel attempts cannot all pass the check before
   * any is counted, and answers how to give the slot back once the work succeeded.
   */
  async reserve(...counters: RateCounter[]): Promise<() => Promise<void>> {
    const time = await this.take(counters);
    let given = false;
    return async () => {
      if (given) return;
      given = true;
      await this.window.release(
        counters.map((counter) => keyOf(counter)),
        time,
      );
    };
  }

  /** Counts one attempt on every counter, or refuses with 429 counting none. */
  private async take(counters: readonly RateCounter[]): Promise<Date> {
    const ruled = this.ruled(counters);
    const time = await this.window.hit(ruled, true);
    if (time !== undefined) return time;
    // Another attempt may have left the window meanwhile; the answer still says wait.
    const wait = await this.window.secondsUntilAllowed(ruled);
    throw new TooManyRequests(said.server.rateLimited, Math.max(1, wait));
  }

  private ruled(counters: readonly RateCounter[]): RuledKey[] {
    return counters.map((counter) => ({ key: keyOf(counter), rule: this.limits[counter[0]] }));
  }
}

function keyOf([name, subject]: RateCounter): string {
  return `${name}:${subject}`;
}

/** What an exempt caller's procedures get: counts nothing, refuses nothing. */
class UnlimitedRateLimiter extends RateLimiter {
  override async assertAllowed(): Promise<void> {}
  override async record(): Promise<void> {}
  override async consume(): Promise<void> {}
  override tryConsume(): Promise<boolean> {
    return Promise.resolve(true);
  }
  override reserve(): Promise<() => Promise<void>> {
    return Promise.resolve(async () => {});
  }
}
