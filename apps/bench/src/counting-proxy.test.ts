import { describe, expect, it } from "vitest";
import { pacer } from "./counting-proxy";

describe("the relay's upload pacing", () => {
  it("holds each chunk for its time on the link, one link for every connection", () => {
    let now = 0;
    const holdFor = pacer(100_000, () => now);
    expect(holdFor(50_000)).toBe(500);
    // A second chunk at once waits behind the first.
    expect(holdFor(50_000)).toBe(1000);
    now = 3000;
    // An idle link starts afresh.
    expect(holdFor(10_000)).toBe(100);
    expect(holdFor(0)).toBe(100);
  });
});
