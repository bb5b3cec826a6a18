/** The limits on the account endpoints (DEFAULT_RATE_LIMITS in rate-limit/rate-limiter.ts). */
export type RateLimitName =
  | "passwordGuessesPerAccount"
  | "passwordGuessesPerIp"
  | "signUpsPerIp"
  | "signUpAttemptMailsPerEmail"
  | "resetRequestsPerIp"
  | "resetRequestsPerEmail"
  | "linkRedemptionsPerIp"
  | "verificationResendsPerAccount"
  | "deleteAccountCodesPerAccount"
  | "hostedSignInsPerIp"
  | "hostedLinkRequestsPerAccount"
  | "photoChecksPerUser";

/** One counter: a limit and whom it counts (an address, an account, an email). */
export type RateCounter = readonly [RateLimitName, string];

/**
 * How the services count attempts against the account limits, every instance against
 * the same budget. RateLimiter implements it.
 */
export interface RequestLimiter {
  /** The limiter for one request's procedures (one that never refuses an exempt address). */
  forCaller(ip: string): RequestLimiter;
  /** For limits that count every attempt: refuses with 429 when full, else counts this one. */
  consume(...counters: RateCounter[]): Promise<void>;
  /** For work that is skipped rather than refused when full: whether it may go ahead. */
  tryConsume(...counters: RateCounter[]): Promise<boolean>;
  /**
   * For limits that count only failures of slow work: takes the slot before the work
   * starts (refusing like consume) and answers how to give it back once the work succeeded.
   */
  reserve(...counters: RateCounter[]): Promise<() => Promise<void>>;
}
