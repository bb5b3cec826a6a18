import { describe, expect, it } from "vitest";
import { bothVerdicts, median, percentile, ratio, verdictOf } from "./stats";

describe("median", () => {
  it("takes the middle of an odd count and the mean of the middle two of an even one", () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("is NaN for no values", () => {
    expect(median([])).toBeNaN();
  });
});

describe("ratio", () => {
  it("divides the product's number by the reference's", () => {
    expect(ratio(96, 960)).toBeCloseTo(0.1);
  });

  it("is NaN when there is nothing to compare with", () => {
    expect(ratio(5, 0)).toBeNaN();
    expect(ratio(Number.NaN, 3)).toBeNaN();
  });
});

describe("verdictOf", () => {
  it("meets a lower bound at or above it and an upper bound at or below it", () => {
    expect(verdictOf(0.6, { bound: "min", limit: 0.6 })).toBe("met");
    expect(verdictOf(0.59, { bound: "min", limit: 0.6 })).toBe("missed");
    expect(verdictOf(50, { bound: "max", limit: 50 })).toBe("met");
    expect(verdictOf(51, { bound: "max", limit: 50 })).toBe("missed");
  });

  it("says a value that is not a number was not measured", () => {
    expect(verdictOf(undefined, { bound: "max", limit: 1 })).toBe("not measured");
    expect(verdictOf(Number.NaN, { bound: "min", limit: 1 })).toBe("not measured");
  });
});

describe("percentile", () => {
  it("takes the nearest rank, keeping fractions of a millisecond", () => {
    const values = Array.from({ length: 200 }, (_, index) => (index + 1) / 100);
    expect(percentile(values, 0.99)).toBe(1.98);
    expect(percentile([4.2, 0.5, 3.1], 0.5)).toBe(3.1);
    expect(percentile([7.25], 0.99)).toBe(7.25);
  });

  it("is NaN for no values", () => {
    expect(percentile([], 0.99)).toBeNaN();
  });
});

describe("a row with two goals", () => {
  it("is met only when both are, and unmeasured when either is", () => {
    expect(bothVerdicts("met", "met")).toBe("met");
    expect(bothVerdicts("met", "missed")).toBe("missed");
    expect(bothVerdicts("missed", "met")).toBe("missed");
    expect(bothVerdicts("missed", "not measured")).toBe("not measured");
  });
});
