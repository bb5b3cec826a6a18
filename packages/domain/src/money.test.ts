import { describe, expect, it } from "vitest";
import { centsToEuros, eurosToCents, formatEuros, platformFeeCents } from "./money";

describe("eurosToCents", () => {
  it("counts whole and fractional euros in cents", () => {
    expect(eurosToCents(0)).toBe(0);
    expect(eurosToCents(1)).toBe(100);
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(249.5)).toBe(24950);
  });

  it("rounds half a cent away from zero, as the written decimal says", () => {
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(0.125)).toBe(13);
    expect(eurosToCents(1.004)).toBe(100);
    expect(eurosToCents(2.675)).toBe(268);
  });

  it("gives 0, not -0, for -0", () => {
    expect(Object.is(eurosToCents(-0), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity, -0.01, -5, Number.MAX_VALUE])("refuses %s", (euros) => {
    expect(() => eurosToCents(euros)).toThrow(RangeError);
  });
});

describe("centsToEuros", () => {
  it("reads numbers, bigints and the strings pg returns for bigint", () => {
    expect(centsToEuros(1999)).toBe(19.99);
    expect(centsToEuros(1999n)).toBe(19.99);
    expect(centsToEuros("1999")).toBe(19.99);
    expect(centsToEuros("0")).toBe(0);
  });

  it("reads negative balances of ledger accounts", () => {
    expect(centsToEuros(-25000)).toBe(-250);
    expect(centsToEuros("-25000")).toBe(-250);
  });

  it("round-trips with eurosToCents", () => {
    for (const euros of [0.01, 0.1, 0.3, 19.99, 1234.56, 99999.99]) {
      expect(centsToEuros(eurosToCents(euros))).toBe(euros);
    }
  });

  it.each([1.5, NaN, Infinity, "", "12.5", "abc", "1e3", 2n ** 60n, "99999999999999999"])(
    "refuses %s",
    (cents) => {
      expect(() => centsToEuros(cents)).toThrow(RangeError);
    },
  );
});

describe("formatEuros", () => {
  it("writes euros with the euro sign and two decimals", () => {
    expect(formatEuros(1234.5)).toBe("€1,234.50");
    expect(formatEuros(0)).toBe("€0.00");
  });

  it("follows the given locale", () => {
    expect(formatEuros(1234.5, "de-DE")).toBe("1.234,50\u00a0€");
  });

  it("refuses a non-finite amount", () => {
    expect(() => formatEuros(NaN)).toThrow(RangeError);
  });
});

describe("platformFeeCents", () => {
  it("keeps the percentage as the fee and pays out the rest", () => {
    expect(platformFeeCents(25000, 10)).toEqual({ feeCents: 2500, payoutCents: 22500 });
  });

  it("rounds the fee down so fee and payout add up to the amount", () => {
    expect(platformFeeCents(1999, 10)).toEqual({ feeCents: 199, payoutCents: 1800 });
    expect(platformFeeCents(1999, 7.5)).toEqual({ feeCents: 149, payoutCents: 1850 });
    expect(platformFeeCents(1000, 7.1)).toEqual({ feeCents: 71, payoutCents: 929 });
    for (let amount = 0; amount < 2000; amount += 37) {
      for (const percent of [0, 2.5, 10, 12.34, 33.33, 100]) {
        const { feeCents, payoutCents } = platformFeeCents(amount, percent);
        expect(Number.isInteger(feeCents)).toBe(true);
        expect(feeCents + payoutCents).toBe(amount);
        expect(feeCents).toBeLessThanOrEqual((amount * percent) / 100 + 1e-9);
      }
    }
  });

  it("applies a two-decimal fee such as 7.12 % exactly, rounding the fee down", () => {
    expect(platformFeeCents(10_000, 7.12)).toEqual({ feeCents: 712, payoutCents: 9_288 });
    expect(platformFeeCents(1_999, 7.12)).toEqual({ feeCents: 142, payoutCents: 1_857 });
    expect(platformFeeCents(1, 7.12)).toEqual({ feeCents: 0, payoutCents: 1 });
    expect(platformFeeCents(Number.MAX_SAFE_INTEGER, 7.12)).toEqual({
      feeCents: 641_312_586_937_558,
      payoutCents: Number.MAX_SAFE_INTEGER - 641_312_586_937_558,
    });
    // 0.07 × 100 is 7.000000000000001 in binary floating point: still 7 basis points.
    expect(platformFeeCents(100_000, 0.07)).toEqual({ feeCents: 70, payoutCents: 99_930 });
  });

  it("handles no fee and the whole amount as fee", () => {
    expect(platformFeeCents(999, 0)).toEqual({ feeCents: 0, payoutCents: 999 });
    expect(platformFeeCents(999, 100)).toEqual({ feeCents: 999, payoutCents: 0 });
  });

  it.each([
    [-1, 10],
    [10.5, 10],
    [NaN, 10],
    [1000, -1],
    [1000, 100.01],
    [1000, NaN],
    [1000, 10.001],
  ])("refuses %s cents at %s percent", (amount, percent) => {
    expect(() => platformFeeCents(amount, percent)).toThrow(RangeError);
  });
});
