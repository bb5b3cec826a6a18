/** Statuses that say "not now" rather than "not this": a submission is tried again later. */
export const TRY_AGAIN_STATUSES: ReadonlySet<number> = new Set([408, 429, 502, 503, 504]);
