import { messages } from "@uplink/domain";
import { TooManyRequests } from "../errors";
import { SlidingWindowLimiter, type RateLimitRule } from "./sliding-window-limiter";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * The limits on the account endpoints. Password guesses are counted alike wherever a
 * password is checked (sign-in, admin login, change password, delete account), per
 * account and per client address; the other counters count every attempt.
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
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimitRule>;

/** One counter: a limit and whom it counts (an address, an account, an email). */
export type RateCounter = readonly [RateLimitName, string];

export interface RateLimiterOptions {
  /**
   * Client addresses no limit applies to (RATE_LIMIT_ALLOWLIST): the operators' own
   * monitoring, load tests and offices.
   */
  isExempt?: (ip: string) => boolean;
}

export class RateLimiter {
  private readonly limits: RateLimits;
  private readonly window: SlidingWindowLimiter;
  private readonly isExempt: (ip: string) => boolean;

  /** Tests pass small limits and a clock of their own. */
  constructor(
    limits: Partial<RateLimits> = {},
    now: () => number = Date.now,
    options: RateLimiterOptions = {},
  ) {
    this.limits = { ...DEFAULT_RATE_LIMITS, ...limits };
    this.window = new SlidingWindowLimiter(now);
    this.isExempt = options.isExempt ?? (() => false);
  }

  /**
   * The limiter for one request's procedures: for an exempt client address, one that
   * never refuses, whichever counter (account, email or address) it is asked about.
   */
  forCaller(ip: string): RateLimiter {
    return this.isExempt(ip) ? UNLIMITED : this;
  }

  /** Refuses with 429, saying when to retry, once any of the counters is full. */
  assertAllowed(...counters: RateCounter[]): void {
    const wait = Math.max(
      0,
      ...counters.map(([name, subject]) =>
        this.window.secondsUntilAllowed(`${name}:${subject}`, this.limits[name]),
      ),
    );
    if (wait > 0) throw new TooManyRequests(messages.server.rateLimited, wait);
  }

  record(...counters: RateCounter[]): void {
    for (const [name, subject] of counters) {
      this.window.record(`${name}:${subject}`, this.limits[name]);
    }
  }

  /** For limits that count every attempt: refuse when full, otherwise count this one. */
  consume(...counters: RateCounter[]): void {
    this.assertAllowed(...counters);
    this.record(...counters);
  }

  /** For work that is skipped rather than refused when full: whether it may go ahead. */
  tryConsume(...counters: RateCounter[]): boolean {
    try {
      this.consume(...counters);
      return true;
    } catch (error) {
      if (error instanceof TooManyRequests) return false;
      throw error;
    }
  }

  /**
   * For limits that count only failures of slow work (password guesses): takes the
   * slot before the work starts, so parallel attempts cannot all pass the check before
   * any is counted, and answers how to give the slot back once the work succeeded.
   */
  reserve(...counters: RateCounter[]): () => void {
    this.assertAllowed(...counters);
    const taken = counters.map(([name, subject]) => {
      const key = `${name}:${subject}`;
      return { key, time: this.window.record(key, this.limits[name]) };
    });
    return () => {
      for (const { key, time } of taken) this.window.release(key, time);
    };
  }
}

/** What an exempt caller's procedures get: counts nothing, refuses nothing. */
class UnlimitedRateLimiter extends RateLimiter {
  override assertAllowed(): void {}
  override record(): void {}
  override consume(): void {}
  override tryConsume(): boolean {
    return true;
  }
  override reserve(): () => void {
    return () => {};
  }
}

const UNLIMITED: RateLimiter = new UnlimitedRateLimiter();
