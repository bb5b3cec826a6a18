import { sql, type Kysely } from "kysely";
import type { Database } from "@uplink/db";

export interface RateLimitRule {
  /** How many hits a key may make within the window. */
  max: number;
  windowMs: number;
}

/** A key to count and the rule it is held to. */
export interface RuledKey {
  key: string;
  rule: RateLimitRule;
}

/** Every app instance deletes counters whose hits have all expired at most this often. */
export const SWEEP_EVERY_MS = 60 * 1000;
/** At most this many rows per sweep, so a sweep stays short whatever piled up. */
const SWEEP_BATCH = 1000;

/**
 * Counts hits per key over a sliding window in PostgreSQL (rate_limit_counters), so
 * that every app instance counts against the same budget. A row keeps the times of its
 * key's newest hits inside the window, at most `max` of them: the only ones that can
 * ever matter. Each hit is one upsert, which PostgreSQL runs under the row's lock, so
 * parallel hits on any number of instances are all counted; hits on several keys that
 * must count together or not at all share a transaction that locks the keys in one
 * order, so two such never wait on each other.
 */
export class SharedSlidingWindow {
  private lastSweepAt: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
    private readonly onSweepError: (error: unknown) => void,
  ) {
    this.lastSweepAt = now();
  }

  /** Seconds until every key may be hit again under its rule; 0 when all may now. */
  async secondsUntilAllowed(keys: readonly RuledKey[]): Promise<number> {
    if (keys.length === 0) return 0;
    const rows = await this.db
      .selectFrom("rateLimitCounters")
      .select(["key", "hitTimes"])
      .where(
        "key",
        "in",
        keys.map(({ key }) => key),
      )
      .execute();
    const now = this.now();
    const hitTimes = new Map(rows.map((row) => [row.key, row.hitTimes]));
    return Math.max(
      0,
      ...keys.map(({ key, rule }) => secondsUntilAllowed(hitTimes.get(key) ?? [], rule, now)),
    );
  }

  /**
   * Counts a hit now on every key; with `onlyIfAllowed`, on none of them when any is
   * full. Answers the hit's time, by which `release` can take it back, or undefined
   * when it was not counted.
   */
  async hit(keys: readonly RuledKey[], onlyIfAllowed: boolean): Promise<Date | undefined> {
    const time = new Date(this.now());
    const inLockOrder = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const counted =
      inLockOrder.length <= 1 || !onlyIfAllowed
        ? await this.hitEach(this.db, inLockOrder, time, onlyIfAllowed)
        : await this.hitAllOrNone(inLockOrder, time);
    await this.sweepNowAndThen(time);
    return counted ? time : undefined;
  }

  /** Takes back one hit counted at `time` on each key, if it is still counted. */
  async release(keys: readonly string[], time: Date): Promise<void> {
    // One statement per key: a statement that locked several rows could lock them in
    // another order than a transaction of `hit` and wait on it while it waits back.
    await Promise.all(
      keys.map((key) =>
        sql`
          update rate_limit_counters
          set hit_times = hit_times[:array_position(hit_times, ${time}::timestamptz) - 1]
            || hit_times[array_position(hit_times, ${time}::timestamptz) + 1:]
          where key = ${key} and ${time}::timestamptz = any(hit_times)
        `.execute(this.db),
      ),
    );
  }

  private async hitAllOrNone(keys: readonly RuledKey[], time: Date): Promise<boolean> {
    try {
      await this.db.transaction().execute(async (trx) => {
        if (!(await this.hitEach(trx, keys, time, true))) throw new NotAllCounted();
      });
      return true;
    } catch (error) {
      if (error instanceof NotAllCounted) return false;
      throw error;
    }
  }

  /** Whether every key counted the hit; stops at the first that did not. */
  private async hitEach(
    db: Kysely<Database>,
    keys: readonly RuledKey[],
    time: Date,
    onlyIfAllowed: boolean,
  ): Promise<boolean> {
    for (const { key, rule } of keys) {
      const since = new Date(time.getTime() - rule.windowMs);
      const expiresAt = new Date(time.getTime() + rule.windowMs);
      // A full row is still locked by the upsert that declined to count, so the
      // transaction of several keys holds its turn on every key until it ends.
      const { rows } = await sql<{ key: string }>`
        insert into rate_limit_counters as counter (key, hit_times, expires_at)
        values (${key}, array[${time}::timestamptz], ${expiresAt})
        on conflict (key) do update set
          hit_times = array(
            select hit from unnest(counter.hit_times || ${time}::timestamptz) as hit
            where hit > ${since} order by hit desc limit ${rule.max}
          ),
          expires_at = greatest(counter.expires_at, excluded.expires_at)
        ${
          onlyIfAllowed
            ? sql`where (
                select count(*) from unnest(counter.hit_times) as hit where hit > ${since}
              ) < ${rule.max}`
            : sql``
        }
        returning key
      `.execute(db);
      if (rows.length === 0) return false;
    }
    return true;
  }

  /**
   * Deletes counters whose hits have all left their windows, once a minute per instance,
   * so keys that are never hit again do not pile up.
   */
  private async sweepNowAndThen(time: Date): Promise<void> {
    if (time.getTime() - this.lastSweepAt < SWEEP_EVERY_MS) return;
    this.lastSweepAt = time.getTime();
    try {
      await this.db
        .deleteFrom("rateLimitCounters")
        .where("key", "in", (expired) =>
          expired
            .selectFrom("rateLimitCounters")
            .select("key")
            .where("expiresAt", "<=", time)
            .limit(SWEEP_BATCH),
        )
        .execute();
    } catch (error) {
      // The next sweep deletes them; the hit itself was counted.
      this.onSweepError(error);
    }
  }
}

class NotAllCounted extends Error {}

function secondsUntilAllowed(hitTimes: readonly Date[], rule: RateLimitRule, now: number): number {
  const recent = hitTimes
    .map((time) => time.getTime())
    .filter((time) => time > now - rule.windowMs)
    .sort((a, b) => a - b);
  if (recent.length < rule.max) return 0;
  // The hit that has to leave the window before one more fits.
  const blocking = recent[recent.length - rule.max] ?? now;
  return Math.max(1, Math.ceil((blocking + rule.windowMs - now) / 1000));
}
