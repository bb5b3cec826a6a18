/**
 * An ISO-8601 duration (e.g. `P14D`, `PT3S`, `P1DT12H`) as milliseconds, for settings
 * such as AUTO_RELEASE_AFTER. Only units of a fixed length are accepted — weeks, days,
 * hours, minutes and seconds (with up to three decimals) — since a year or a month has
 * none; each at most once and in ISO order. Zero is refused: a setting that waits for
 * nothing is a mistake. One pass over at most MAX_LENGTH characters, so a hostile value
 * costs no more than a short one.
 */
export type DurationParse =
  | { ok: true; milliseconds: number }
  | { ok: false; /** Completes "AUTO_RELEASE_AFTER …". */ problem: string };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Longer than any sensible duration, short enough to read in an error. */
const MAX_LENGTH = 40;
/** Nine digits per number keep every sum exact enough to compare with the safe limit. */
const MAX_DIGITS = 9;
const MAX_DECIMALS = 3;

/** The units of each part in the order ISO 8601 writes them; a unit's rank is its index. */
const DATE_UNITS: readonly (readonly [string, number])[] = [
  ["W", 7 * DAY],
  ["D", DAY],
];
const TIME_UNITS: readonly (readonly [string, number])[] = [
  ["H", HOUR],
  ["M", MINUTE],
  ["S", SECOND],
];

const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

const fail = (problem: string): DurationParse => ({ ok: false, problem });

export function parseIsoDuration(text: string): DurationParse {
  if (text.length > MAX_LENGTH) return fail(`is longer than ${MAX_LENGTH} characters`);
  if (text[0] !== "P") return fail('must start with "P"');

  let index = 1;
  let units = DATE_UNITS;
  let lastRank = -1;
  let components = 0;
  let timeComponents: number | undefined;
  let milliseconds = 0;

  while (index < text.length) {
    if (text[index] === "T") {
      if (timeComponents !== undefined) return fail('has a second "T"');
      units = TIME_UNITS;
      lastRank = -1;
      timeComponents = 0;
      index += 1;
      continue;
    }

    const start = index;
    while (isDigit(text[index])) index += 1;
    const whole = text.slice(start, index);
    if (whole === "") return fail(`has "${text[index]}" where a number belongs`);
    if (whole.length > MAX_DIGITS) return fail(`has a number longer than ${MAX_DIGITS} digits`);

    let decimals = "";
    if (text[index] === "." || text[index] === ",") {
      index += 1;
      const decimalsStart = index;
      while (isDigit(text[index])) index += 1;
      decimals = text.slice(decimalsStart, index);
      if (decimals === "" || decimals.length > MAX_DECIMALS) {
        return fail(`has a fraction that is not 1 to ${MAX_DECIMALS} digits`);
      }
    }

    const unit = text[index];
    index += 1;
    if (unit === undefined) return fail(`ends with "${whole}" without a unit`);
    if (timeComponents === undefined && (unit === "Y" || unit === "M")) {
      return fail("names years or months, which have no fixed length: use days (e.g. P30D)");
    }
    const rank = units.findIndex(([name]) => name === unit);
    const unitMs = units[rank]?.[1];
    if (unitMs === undefined) {
      const part = timeComponents === undefined ? "before" : "after";
      return fail(`has an unknown unit "${unit}" ${part} "T"`);
    }
    if (rank <= lastRank) return fail(`repeats "${unit}" or has it out of order`);
    if (decimals !== "" && unit !== "S") return fail("may have a fraction only in seconds");

    lastRank = rank;
    components += 1;
    if (timeComponents !== undefined) timeComponents += 1;
    milliseconds += Number(whole) * unitMs + Number(decimals.padEnd(MAX_DECIMALS, "0"));
  }

  if (timeComponents === 0) return fail('has "T" without hours, minutes or seconds after it');
  if (components === 0) return fail('names no duration after "P"');
  if (milliseconds === 0) return fail("must be longer than zero");
  if (!Number.isSafeInteger(milliseconds)) return fail("is too long to count in milliseconds");
  return { ok: true, milliseconds };
}
