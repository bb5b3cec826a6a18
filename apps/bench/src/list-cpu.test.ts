import { describe, expect, it } from "vitest";
import { pairedRatio } from "./list-cpu";
import { median } from "./stats";

describe("pairedRatio", () => {
  it("finds br's cost where the machine's load moves rounds apart and one run is slowed alone", () => {
    // Compressing costs 5 % on top; the rest of the machine slows whole rounds, by up to 40 %.
    const plain = [1_400, 1_990, 1_420, 1_960, 1_410];
    const br = plain.map((micros) => micros * 1.05);
    // In one round, br's run alone was slowed by a burst of other work.
    br[2] = (plain[2] ?? 0) * 1.45;

    expect(pairedRatio(br, plain)).toBeCloseTo(1.05, 6);
    // Each kind's median then comes from rounds of different load: the goal of 1.15 missed.
    expect(median(br) / median(plain)).toBeGreaterThan(1.15);
  });

  it("is not a number without rounds, and refuses rounds that do not pair up", () => {
    expect(pairedRatio([], [])).toBeNaN();
    expect(() => pairedRatio([1, 2], [1])).toThrow();
  });
});
