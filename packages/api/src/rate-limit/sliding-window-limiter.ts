export interface RateLimitRule {
  /** How many hits a key may make within the window. */
  max: number;
  windowMs: number;
}

interface Hits {
  windowMs: number;
  /** Times of the hits still inside the window, oldest first. */
  times: number[];
}

/** Above this many keys, records also sweep out the keys whose hits have all expired. */
const SWEEP_ABOVE_KEYS = 10_000;

/**
 * Counts hits per key over a sliding window, in memory. One process serves the app,
 * so in-memory counters are exact; a restart forgets them, which only ever lets
 * someone try again sooner.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, Hits>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds until the key may be hit again under the rule; 0 when it may now. */
  secondsUntilAllowed(key: string, rule: RateLimitRule): number {
    const times = this.recentTimes(key, rule.windowMs);
    if (times.length < rule.max) return 0;
    // The hit that has to leave the window before one more fits.
    const blocking = times[times.length - rule.max] ?? this.now();
    return Math.max(1, Math.ceil((blocking + rule.windowMs - this.now()) / 1000));
  }

  /** Counts a hit now; answers its time, by which `release` can take it back. */
  record(key: string, rule: RateLimitRule): number {
    const now = this.now();
    const times = this.recentTimes(key, rule.windowMs);
    times.push(now);
    // Only the newest `max` hits can ever matter.
    if (times.length > rule.max) times.splice(0, times.length - rule.max);
    this.hits.set(key, { windowMs: rule.windowMs, times });
    if (this.hits.size > SWEEP_ABOVE_KEYS) this.sweep();
    return now;
  }

  /** Takes back one hit recorded at `time`, if it is still counted. */
  release(key: string, time: number): void {
    const times = this.hits.get(key)?.times;
    const index = times?.lastIndexOf(time) ?? -1;
    if (times && index >= 0) times.splice(index, 1);
  }

  private recentTimes(key: string, windowMs: number): number[] {
    const since = this.now() - windowMs;
    return (this.hits.get(key)?.times ?? []).filter((time) => time > since);
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, { windowMs, times }] of this.hits) {
      const newest = times[times.length - 1];
      if (newest === undefined || newest <= now - windowMs) this.hits.delete(key);
    }
  }
}
