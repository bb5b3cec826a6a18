import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { TooManyRequests } from "../errors";
import { RateLimiter, type RateLimiterOptions, type RateLimits } from "./rate-limiter";
import { SWEEP_EVERY_MS } from "./shared-sliding-window";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});
// Each test starts from no counts, as a limiter of its own did when they lived in memory.
beforeEach(async () => {
  await database.db.deleteFrom("rateLimitCounters").execute();
});

function limiterOf(
  limits: Partial<RateLimits>,
  now: () => number = Date.now,
  options: RateLimiterOptions = {},
) {
  return new RateLimiter(database.db, limits, now, options);
}

function clock(start = 1_000_000) {
  const state = { now: start };
  return { state, now: () => state.now };
}

async function refusal(run: () => Promise<unknown>): Promise<TooManyRequests | undefined> {
  try {
    await run();
  } catch (error) {
    if (error instanceof TooManyRequests) return error;
    throw error;
  }
  return undefined;
}

describe("rate limiter", () => {
  it("lets `max` attempts through per window, then refuses with the seconds to wait", async () => {
    const time = clock();
    const limiter = limiterOf({ signUpsPerIp: { max: 2, windowMs: 60_000 } }, time.now);
    await limiter.consume(["signUpsPerIp", "10.0.0.1"]);
    time.state.now += 10_000;
    await limiter.consume(["signUpsPerIp", "10.0.0.1"]);
    const refused = await refusal(() => limiter.consume(["signUpsPerIp", "10.0.0.1"]));
    expect(refused?.message).toBe(messages.server.rateLimited);
    expect(refused?.retryAfterSeconds).toBe(50);
  });

  it("slides: each attempt leaves the window on its own", async () => {
    const time = clock();
    const limiter = limiterOf({ signUpsPerIp: { max: 2, windowMs: 60_000 } }, time.now);
    await limiter.consume(["signUpsPerIp", "ip"]);
    time.state.now += 30_000;
    await limiter.consume(["signUpsPerIp", "ip"]);
    time.state.now += 30_001;
    expect(await refusal(() => limiter.consume(["signUpsPerIp", "ip"]))).toBeUndefined();
    expect((await refusal(() => limiter.consume(["signUpsPerIp", "ip"])))?.retryAfterSeconds).toBe(
      30,
    );
  });

  it("counts each subject and each limit apart", async () => {
    const limiter = limiterOf({
      signUpsPerIp: { max: 1, windowMs: 60_000 },
      resetRequestsPerIp: { max: 1, windowMs: 60_000 },
    });
    await limiter.consume(["signUpsPerIp", "a"]);
    expect(await refusal(() => limiter.consume(["signUpsPerIp", "b"]))).toBeUndefined();
    expect(await refusal(() => limiter.consume(["resetRequestsPerIp", "a"]))).toBeUndefined();
  });

  it("refuses when any one counter is full, and then counts none", async () => {
    const limiter = limiterOf({
      resetRequestsPerIp: { max: 5, windowMs: 60_000 },
      resetRequestsPerEmail: { max: 1, windowMs: 60_000 },
    });
    await limiter.consume(
      ["resetRequestsPerIp", "ip"],
      ["resetRequestsPerEmail", "anna@example.com"],
    );
    expect(
      await refusal(() =>
        limiter.consume(
          ["resetRequestsPerIp", "ip"],
          ["resetRequestsPerEmail", "anna@example.com"],
        ),
      ),
    ).toBeDefined();
    for (let i = 0; i < 4; i++) await limiter.consume(["resetRequestsPerIp", "ip"]);
    expect(await refusal(() => limiter.consume(["resetRequestsPerIp", "ip"]))).toBeDefined();
  });

  it("counts only what is recorded when checking and recording apart", async () => {
    const limiter = limiterOf({ passwordGuessesPerAccount: { max: 1, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) {
      await limiter.assertAllowed(["passwordGuessesPerAccount", "user"]);
    }
    await limiter.record(["passwordGuessesPerAccount", "user"]);
    expect(
      await refusal(() => limiter.assertAllowed(["passwordGuessesPerAccount", "user"])),
    ).toBeDefined();
  });

  it("counts a reserved slot at once, so attempts still running fill the limit", async () => {
    const limiter = limiterOf({ passwordGuessesPerAccount: { max: 2, windowMs: 60_000 } });
    const counter = ["passwordGuessesPerAccount", "user"] as const;
    await limiter.reserve(counter);
    await limiter.reserve(counter);
    expect((await refusal(() => limiter.reserve(counter)))?.message).toBe(
      messages.server.rateLimited,
    );
  });

  it("frees a slot that is given back, once only", async () => {
    const limiter = limiterOf({
      passwordGuessesPerAccount: { max: 1, windowMs: 60_000 },
      passwordGuessesPerIp: { max: 1, windowMs: 60_000 },
    });
    const counters = [
      ["passwordGuessesPerAccount", "user"],
      ["passwordGuessesPerIp", "ip"],
    ] as const;
    const giveBack = await limiter.reserve(...counters);
    await giveBack();
    await giveBack();
    await limiter.reserve(...counters);
    expect(await refusal(() => limiter.reserve(...counters))).toBeDefined();
    expect(await refusal(() => limiter.reserve(["passwordGuessesPerIp", "ip"]))).toBeDefined();
  });

  it("never limits a caller whose address is exempt, whatever the counter", async () => {
    const limiter = limiterOf(
      { passwordGuessesPerAccount: { max: 1, windowMs: 60_000 } },
      Date.now,
      {
        isExempt: (ip) => ip === "10.0.0.9",
      },
    );
    const exempt = limiter.forCaller("10.0.0.9");
    for (let i = 0; i < 5; i++) {
      await exempt.reserve(["passwordGuessesPerAccount", "user"]);
      await exempt.consume(["passwordGuessesPerAccount", "user"]);
    }
    const other = limiter.forCaller("10.0.0.10");
    await other.reserve(["passwordGuessesPerAccount", "user"]);
    expect(await refusal(() => other.reserve(["passwordGuessesPerAccount", "user"]))).toBeDefined();
    expect(
      await refusal(() => exempt.assertAllowed(["passwordGuessesPerAccount", "user"])),
    ).toBeUndefined();
  });
});

describe("rate limiter shared by app instances", () => {
  const guesses = { passwordGuessesPerAccount: { max: 10, windowMs: 15 * 60_000 } };
  const counter = ["passwordGuessesPerAccount", "victim"] as const;

  it("counts the attempts of every instance against one budget", async () => {
    const [one, two] = [limiterOf(guesses), limiterOf(guesses)];
    for (let i = 0; i < 10; i++) await (i % 2 === 0 ? one : two).reserve(counter);
    expect(await refusal(() => one.reserve(counter))).toBeDefined();
    expect(await refusal(() => two.reserve(counter))).toBeDefined();
  });

  it("lets exactly `max` of 30 parallel attempts through, spread over two instances", async () => {
    const [one, two] = [limiterOf(guesses), limiterOf(guesses)];
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const limiter = i % 2 === 0 ? one : two;
        const refused = await refusal(() =>
          limiter.reserve(counter, ["passwordGuessesPerIp", `198.51.100.${i}`]),
        );
        return refused ? "refused" : "counted";
      }),
    );
    expect(outcomes.filter((outcome) => outcome === "counted")).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === "refused")).toHaveLength(20);
  });

  it("deletes counters whose attempts have all left their window, once a minute at most", async () => {
    const time = clock();
    const limiter = limiterOf({ signUpsPerIp: { max: 2, windowMs: 10_000 } }, time.now);
    await limiter.consume(["signUpsPerIp", "old"]);
    time.state.now += SWEEP_EVERY_MS - 1;
    await limiter.consume(["signUpsPerIp", "recent"]);
    const keys = async () =>
      (
        await database.db.selectFrom("rateLimitCounters").select("key").orderBy("key").execute()
      ).map((row) => row.key);
    // Expired, but not yet a minute since the instance last swept (at its start).
    expect(await keys()).toEqual(["signUpsPerIp:old", "signUpsPerIp:recent"]);
    time.state.now += 1;
    await limiter.consume(["signUpsPerIp", "new"]);
    expect(await keys()).toEqual(["signUpsPerIp:new", "signUpsPerIp:recent"]);
  });
});
