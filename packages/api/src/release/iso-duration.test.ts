import { describe, expect, it } from "vitest";
import { parseIsoDuration } from "./iso-duration";

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;

describe("parseIsoDuration", () => {
  it.each([
    ["P14D", 14 * DAY],
    ["PT3S", 3 * SECOND],
    ["P1DT12H", DAY + 12 * HOUR],
    ["P2W", 14 * DAY],
    ["P1W2D", 9 * DAY],
    ["PT1H30M", 90 * 60 * SECOND],
    ["PT90M", 90 * 60 * SECOND],
    ["PT0.5S", 500],
    ["PT1,25S", 1250],
    ["PT0.001S", 1],
    ["P0DT1S", SECOND],
    ["P1DT2H3M4.5S", DAY + 2 * HOUR + 3 * 60 * SECOND + 4500],
  ])("reads %s as %i ms", (text, milliseconds) => {
    expect(parseIsoDuration(text)).toEqual({ ok: true, milliseconds });
  });

  it.each([
    ["", 'must start with "P"'],
    ["14D", 'must start with "P"'],
    ["p14d", 'must start with "P"'],
    ["-P1D", 'must start with "P"'],
    ["P", 'names no duration after "P"'],
    ["PT", 'has "T" without hours, minutes or seconds after it'],
    ["P1DT", 'has "T" without hours, minutes or seconds after it'],
    ["P0D", "must be longer than zero"],
    ["PT0S", "must be longer than zero"],
    ["PT0.000S", "must be longer than zero"],
    ["P1Y", "names years or months, which have no fixed length: use days (e.g. P30D)"],
    ["P1M", "names years or months, which have no fixed length: use days (e.g. P30D)"],
    ["P1H", 'has an unknown unit "H" before "T"'],
    ["PT1D", 'has an unknown unit "D" after "T"'],
    ["P14", 'ends with "14" without a unit'],
    ["P1D2D", 'repeats "D" or has it out of order'],
    ["P1D1W", 'repeats "W" or has it out of order'],
    ["PT1S1M", 'repeats "M" or has it out of order'],
    ["P1DT1HT1M", 'has a second "T"'],
    ["P-1D", 'has "-" where a number belongs'],
    ["P 14D", 'has " " where a number belongs'],
    ["PD", 'has "D" where a number belongs'],
    ["PT1.S", "has a fraction that is not 1 to 3 digits"],
    ["PT1.0001S", "has a fraction that is not 1 to 3 digits"],
    ["PT1.5M", "may have a fraction only in seconds"],
    ["P1234567890D", "has a number longer than 9 digits"],
    ["P999999999W", "is too long to count in milliseconds"],
    ["P14D ", 'has " " where a number belongs'],
    ["P١D", 'has "١" where a number belongs'],
  ])("refuses %j: it %s", (text, problem) => {
    expect(parseIsoDuration(text)).toEqual({ ok: false, problem });
  });

  it("refuses an overlong value without reading it", () => {
    expect(parseIsoDuration(`P${"1".repeat(100_000)}D`)).toEqual({
      ok: false,
      problem: "is longer than 40 characters",
    });
  });
});
