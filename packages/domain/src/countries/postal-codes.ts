import type { CountryCode } from "./countries";

/**
 * Each country's postal code: its pattern, read on the code in capitals with every
 * space taken out (so "sw1a 1aa", "75 001" and "1234ab" are read as written right),
 * how it is written back, and an example for the message when it does not fit.
 * Every pattern is anchored and bounded: a code is at most a few characters long and
 * each pattern reads it one way only.
 */
interface PostalCodeFormat {
  pattern: RegExp;
  /** The groups of the match, written the way the country writes its codes. */
  write: (groups: string[]) => string;
  example: string;
}

const asIs = ([code = ""]: string[]) => code;
const joinedBy =
  (separator: string) =>
  ([first = "", second = ""]: string[]) =>
    `${first}${separator}${second}`;
const prefixed =
  (prefix: string) =>
  ([code = ""]: string[]) =>
    `${prefix}${code}`;

const digits = (count: number, example: string): PostalCodeFormat => ({
  pattern: new RegExp(String.raw`^(\d{${count}})$`),
  write: asIs,
  example,
});
const nonZeroDigits = (count: number, example: string): PostalCodeFormat => ({
  pattern: new RegExp(String.raw`^([1-9]\d{${count - 1}})$`),
  write: asIs,
  example,
});
// "123 45" in Sweden, Czechia, Slovakia and Greece.
const threeThenTwo = (example: string, first: string): PostalCodeFormat => ({
  pattern: new RegExp(String.raw`^(${first}\d{2})(\d{2})$`),
  write: joinedBy(" "),
  example,
});

// Royal Mail's rules: the letters each position of the outward code may hold, and an
// inward code of a digit and two letters that are never C, I, K, M, O or V.
const UK_OUTWARD = String.raw`[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRVWXY])`;
const UK_INWARD = String.raw`\d[ABD-HJLNP-UW-Z]{2}`;
// Eircode: a routing key (a letter and two digits, or D6W) and four characters of
// a unique identifier, without the letters Eircode never uses.
const EIRCODE_LETTER = "[AC-FHKNPRTV-Y]";

export const POSTAL_CODE_FORMATS: Record<CountryCode, PostalCodeFormat> = {
  AT: nonZeroDigits(4, "1010"),
  BE: nonZeroDigits(4, "1000"),
  BG: nonZeroDigits(4, "1000"),
  CH: nonZeroDigits(4, "8001"),
  CY: nonZeroDigits(4, "1010"),
  CZ: threeThenTwo("110 00", "[1-7]"),
  DE: digits(5, "80331"),
  DK: nonZeroDigits(4, "1050"),
  EE: nonZeroDigits(5, "10111"),
  ES: {
    // The first two digits are the province, 01 to 52.
    pattern: /^((?:0[1-9]|[1-4]\d|5[0-2])\d{3})$/,
    write: asIs,
    example: "28013",
  },
  FI: digits(5, "00100"),
  FR: digits(5, "75001"),
  GB: {
    // GIR 0AA, Girobank's old code, is the one that follows none of the rules.
    pattern: new RegExp(String.raw`^(?:(GIR)(0AA)|(${UK_OUTWARD})(${UK_INWARD}))$`),
    write: joinedBy(" "),
    example: "SW1A 1AA",
  },
  GR: threeThenTwo("105 57", "[1-8]"),
  HR: {
    pattern: /^(?:HR-?)?([1-5]\d{4})$/,
    write: asIs,
    example: "10000",
  },
  HU: nonZeroDigits(4, "1051"),
  IE: {
    pattern: new RegExp(String.raw`^(${EIRCODE_LETTER}\d{2}|D6W)([\dAC-FHKNPRTV-Y]{4})$`),
    write: joinedBy(" "),
    example: "D02 X285",
  },
  IS: nonZeroDigits(3, "101"),
  IT: digits(5, "00184"),
  LI: {
    // Liechtenstein's codes are 9485 to 9498 of the Swiss numbering.
    pattern: /^(94(?:8[5-9]|9[0-8]))$/,
    write: asIs,
    example: "9490",
  },
  LT: { pattern: /^(?:LT-?)?(\d{5})$/, write: prefixed("LT-"), example: "LT-01100" },
  LU: { pattern: /^(?:L-?)?(\d{4})$/, write: prefixed("L-"), example: "L-1009" },
  LV: { pattern: /^(?:LV-?)?(\d{4})$/, write: prefixed("LV-"), example: "LV-1050" },
  MT: {
    pattern: /^([A-Z]{3})(\d{2,4})$/,
    write: joinedBy(" "),
    example: "VLT 1117",
  },
  NL: {
    // The letter pairs SA, SD and SS are not used.
    pattern: /^([1-9]\d{3})((?!SA|SD|SS)[A-Z]{2})$/,
    write: joinedBy(" "),
    example: "1012 AB",
  },
  NO: digits(4, "0150"),
  PL: { pattern: /^(\d{2})-?(\d{3})$/, write: joinedBy("-"), example: "00-950" },
  PT: { pattern: /^([1-9]\d{3})-?(\d{3})$/, write: joinedBy("-"), example: "1000-001" },
  RO: digits(6, "010011"),
  SE: threeThenTwo("111 22", "[1-9]"),
  SI: { pattern: /^(?:SI-?)?([1-9]\d{3})$/, write: asIs, example: "1000" },
  SK: threeThenTwo("811 01", "[089]"),
};

// Longer than any country's code with its prefix and spaces: refused before it is read.
const MAX_INPUT_LENGTH = 16;

/**
 * The postal code as the country writes it ("sw1a1aa" → "SW1A 1AA", "1234ab" →
 * "1234 AB", "00950" → "00-950", "lt 01100" → "LT-01100"), or null when it is not
 * one of the country's codes.
 */
export function normalizePostalCode(country: CountryCode, input: string): string | null {
  if (input.length > MAX_INPUT_LENGTH) return null;
  const format = POSTAL_CODE_FORMATS[country];
  const match = format.pattern.exec(input.replace(/\s/g, "").toUpperCase());
  // Groups of an alternative that did not match are undefined (lib.d.ts types them string):
  // only the others are written.
  const groups: (string | undefined)[] | undefined = match?.slice(1);
  return groups ? format.write(groups.filter((group) => group !== undefined)) : null;
}
