import { describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import { TooManyRequests } from "../errors";
import { RateLimiter } from "./rate-limiter";

function clock(start = 1_000_000) {
  const state = { now: start };
  return { state, now: () => state.now };
}

function refusal(run: () => void): TooManyRequests | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof TooManyRequests) return error;
    throw error;
  }
  return undefined;
}

describe("rate limiter", () => {
  it("lets `max` attempts through per window, then refuses with the seconds to wait", () => {
    const time = clock();
    const limiter = new RateLimiter({ signUpsPerIp: { max: 2, windowMs: 60_000 } }, time.now);
    limiter.consume(["signUpsPerIp", "10.0.0.1"]);
    time.state.now += 10_000;
    limiter.consume(["signUpsPerIp", "10.0.0.1"]);
    const refused = refusal(() => limiter.consume(["signUpsPerIp", "10.0.0.1"]));
    expect(refused?.message).toBe(messages.server.rateLimited);
    expect(refused?.retryAfterSeconds).toBe(50);
  });

  it("slides: each attempt leaves the window on its own", () => {
    const time = clock();
    const limiter = new RateLimiter({ signUpsPerIp: { max: 2, windowMs: 60_000 } }, time.now);
    limiter.consume(["signUpsPerIp", "ip"]);
    time.state.now += 30_000;
    limiter.consume(["signUpsPerIp", "ip"]);
    time.state.now += 30_001;
    expect(refusal(() => limiter.consume(["signUpsPerIp", "ip"]))).toBeUndefined();
    expect(refusal(() => limiter.consume(["signUpsPerIp", "ip"]))?.retryAfterSeconds).toBe(30);
  });

  it("counts each subject and each limit apart", () => {
    const limiter = new RateLimiter({
      signUpsPerIp: { max: 1, windowMs: 60_000 },
      resetRequestsPerIp: { max: 1, windowMs: 60_000 },
    });
    limiter.consume(["signUpsPerIp", "a"]);
    expect(refusal(() => limiter.consume(["signUpsPerIp", "b"]))).toBeUndefined();
    expect(refusal(() => limiter.consume(["resetRequestsPerIp", "a"]))).toBeUndefined();
  });

  it("refuses when any one counter is full, and then counts none", () => {
    const limiter = new RateLimiter({
      resetRequestsPerIp: { max: 5, windowMs: 60_000 },
      resetRequestsPerEmail: { max: 1, windowMs: 60_000 },
    });
    limiter.consume(["resetRequestsPerIp", "ip"], ["resetRequestsPerEmail", "anna@example.com"]);
    expect(
      refusal(() =>
        limiter.consume(
          ["resetRequestsPerIp", "ip"],
          ["resetRequestsPerEmail", "anna@example.com"],
        ),
      ),
    ).toBeDefined();
    for (let i = 0; i < 4; i++) limiter.consume(["resetRequestsPerIp", "ip"]);
    expect(refusal(() => limiter.consume(["resetRequestsPerIp", "ip"]))).toBeDefined();
  });

  it("counts only what is recorded when checking and recording apart", () => {
    const limiter = new RateLimiter({ passwordGuessesPerAccount: { max: 1, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) limiter.assertAllowed(["passwordGuessesPerAccount", "user"]);
    limiter.record(["passwordGuessesPerAccount", "user"]);
    expect(
      refusal(() => limiter.assertAllowed(["passwordGuessesPerAccount", "user"])),
    ).toBeDefined();
  });

  it("counts a reserved slot at once, so attempts still running fill the limit", () => {
    const limiter = new RateLimiter({ passwordGuessesPerAccount: { max: 2, windowMs: 60_000 } });
    const counter = ["passwordGuessesPerAccount", "user"] as const;
    limiter.reserve(counter);
    limiter.reserve(counter);
    expect(refusal(() => limiter.reserve(counter))?.message).toBe(messages.server.rateLimited);
  });

  it("frees a slot that is given back, once only", () => {
    const limiter = new RateLimiter({
      passwordGuessesPerAccount: { max: 1, windowMs: 60_000 },
      passwordGuessesPerIp: { max: 1, windowMs: 60_000 },
    });
    const counters = [
      ["passwordGuessesPerAccount", "user"],
      ["passwordGuessesPerIp", "ip"],
    ] as const;
    const giveBack = limiter.reserve(...counters);
    giveBack();
    giveBack();
    limiter.reserve(...counters);
    expect(refusal(() => limiter.reserve(...counters))).toBeDefined();
    expect(refusal(() => limiter.reserve(["passwordGuessesPerIp", "ip"]))).toBeDefined();
  });

  it("never limits a caller whose address is exempt, whatever the counter", () => {
    const limiter = new RateLimiter(
      { passwordGuessesPerAccount: { max: 1, windowMs: 60_000 } },
      Date.now,
      { isExempt: (ip) => ip === "10.0.0.9" },
    );
    const exempt = limiter.forCaller("10.0.0.9");
    for (let i = 0; i < 5; i++) {
      exempt.reserve(["passwordGuessesPerAccount", "user"]);
      exempt.consume(["passwordGuessesPerAccount", "user"]);
    }
    const other = limiter.forCaller("10.0.0.10");
    other.reserve(["passwordGuessesPerAccount", "user"]);
    expect(refusal(() => other.reserve(["passwordGuessesPerAccount", "user"]))).toBeDefined();
    expect(
      refusal(() => exempt.assertAllowed(["passwordGuessesPerAccount", "user"])),
    ).toBeUndefined();
  });
});
