// The "min" metadata, the smallest build: every country's calling code, prefixes and
// number lengths, without the per-type digit patterns of "max" that reading numbers in
// chat does not need.
import { findPhoneNumbersInText, isPossiblePhoneNumber } from "libphonenumber-js/min";
import { finding } from "./matching";
import { blankOutNonContactNumbers } from "./not-contact-numbers";
import type { ContactFinding } from "./types";

// E.164 allows 15 digits; fewer than 7 is a house number, a price or a postal code.
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;
// Two numbers side by side ("0176 1234567 / 030 7654321") fit. A longer run of digit
// groups is no price, date or reference anyone writes in a message, but it is how a
// number repeated or padded ("0151 2345678 0151 2345678 …") would slip past: the whole
// run counts as contact details, without handing it to libphonenumber.
const MAX_RUN_LENGTH = 64;
// Most of the platform's users are in Germany: read national numbers as German.
const DEFAULT_COUNTRY = "DE";

// An area code in brackets belongs to the group after it: "(030) 8765", "(0)170".
// "(0 62 21) 47 11 08": the area code may be spaced inside its brackets.
const DIGIT_GROUP = String.raw`(?:\(\+?\d{1,5}(?:[ \t]\d{1,4}){0,3}\)[ \t]?)?\d+`;
// "+44(0)7984 …": a bracketed group may follow a group without a space. Up to six spaces:
// "739 🔧 605" is read as "739    605" (readDigitSeparators), an emoji being two code units.
const GROUP_SEPARATOR = String.raw`(?:[ \t]{0,2}[.\-–/][ \t]{0,2}|[ \t]{1,6}|(?=\())`;
// A run never starts inside a word ("mr36589"), a number ("1.299", "12/3") or a code
// ("KR1P/00012345/6", "ACC-1234567"), and never ends inside one ("9872023VH5797",
// "23/01845/FUL"). A blanked-out part of a code ("_") counts as a letter. Nor does it
// start after a code of capitals and digits, four or more long, whose groups it
// continues ("3S4Q 8812 2290 1", "DE89 3704 0044"); "A1 +43 664 …" names a carrier.
const CODE_BEFORE = String.raw`(?<![\p{L}\d])(?=[\p{Lu}\d]{4,}[ \t])[\p{Lu}\d]*(?:\p{Lu}\d|\d\p{Lu})[\p{Lu}\d]*[ \t]`;
const DIGIT_RUN = new RegExp(
  String.raw`(?<![\w+(]|\d[.,/–-]|[\p{L}_]/|[\p{Lu}_]-|${CODE_BEFORE})\+?${DIGIT_GROUP}(?:${GROUP_SEPARATOR}${DIGIT_GROUP})*(?![\p{L}\d]|/\p{L})`,
  "gu",
);
// "1.234.567", "12,345,678": an amount. Three digits, a dot and three more ("655.443.221")
// are how Spain and Poland write their nine-digit phone numbers, and no amount anyone chats about.
const THOUSANDS = /^(?:[1-9]\d{0,2}(?:[,']\d{3})+|[1-9]\d?(?:\.\d{3})+)$/;

// "O176 12345678", "6I2 345 678": a letter that looks like a digit, in a group of digits.
// Capitals E, S and B stand for 3, 5 and 8 ("6O1 2E4 S67") only in a group next to another
// group of digits, as a number is written: alone, "3E3" or "A4B" is a code.
const LOOKALIKE_DIGITS = /(?<![\p{L}\d])[OoIl]*\d[\dOoIl]*(?![\p{L}\d])/gu;
// "O7O 2OO 11 OO", "06.3O.ll.45": among groups with digits, a group of O's alone is
// zeros too, and one of l's or I's ones.
const LOOKALIKE_GROUP = String.raw`(?:[OoIlESB]*\d[\dOoIlESB]*|OO+|ll+|II+)`;
const LOOKALIKE_GROUPS = new RegExp(
  String.raw`(?<![\p{L}\d])${LOOKALIKE_GROUP}(?:[ .-]${LOOKALIKE_GROUP})+(?![\p{L}\d])`,
  "gu",
);
const DIGIT_FOR_LETTER: Record<string, string> = {
  O: "0",
  o: "0",
  I: "1",
  l: "1",
  E: "3",
  S: "5",
  B: "8",
};

// "07700🙂900🙂431", "0171 • 884 • 4221", "07700_900_431", "0️⃣7️⃣7️⃣": any symbol or emoji
// between digits separates groups, as a space does. The marks that make a keycap emoji are
// spaces too. Dots, commas, slashes, dashes, colons and brackets keep their meaning (dates,
// prices, times).
const SYMBOLS_BETWEEN_DIGITS =
  /(?<=\d[\uFE0F\u20E3]{0,2}[ \t]{0,2})[^\p{L}\p{N}\s.,/:;+()'"%€$£\-–]{1,4}(?=[ \t]{0,2}\d)/gu;
const KEYCAP_MARKS = /(?<=\d)\uFE0F?\u20E3/gu;

/** The text with symbols and emoji between digits read as spaces; offsets stay put. */
export function readDigitSeparators(text: string): string {
  return text
    .replace(KEYCAP_MARKS, (marks) => " ".repeat(marks.length))
    .replace(SYMBOLS_BETWEEN_DIGITS, (symbols) => " ".repeat(symbols.length));
}

/** The text with letters that stand for digits in a group of digits read as those digits; offsets stay put. */
export function readLookalikeDigits(text: string): string {
  return text
    .replace(LOOKALIKE_GROUPS, (groups) =>
      groups.replace(/[ESBOIl]/g, (letter) => DIGIT_FOR_LETTER[letter] ?? letter),
    )
    .replace(LOOKALIKE_DIGITS, (group) =>
      group.replace(/[OoIl]/g, (letter) => DIGIT_FOR_LETTER[letter] ?? letter),
    );
}

function digitCount(text: string): number {
  const digits = text.replace(/\D/g, "");
  return digits.startsWith("00") ? digits.length - 2 : digits.length;
}

// Without a "+", "00" or trunk "0" before it, a number is dialled as it stands: Spain,
// Poland, Portugal and Czechia write 9 digits, Italy's mobiles and North America 10,
// Denmark and Norway 8. Fewer is a local number no one gives a stranger, more a reference.
const MIN_BARE_DIGITS = 8;
const MAX_BARE_DIGITS = 10;
// Of those, only Poland's start with 1 (Kraków is 12): North America's area codes, Spain,
// Portugal, Czechia, Italy's mobiles, Denmark and Norway start with 2 to 9. So
// "1187-4471" or "MPRN 1234567890" is a reference.
const POLISH_DIGITS = 9;
// Their first group has two to four digits ("612 345 678", "22 448 22 81", "3472 291840"):
// "71145-2290", a group of five or more and then more digits, is a part or order number.
const LONG_FIRST_GROUP = /^\d{5,}\D/;
// A longer one is a country code written without its "+".
const COUNTRY_CODE_GROUP = /^\d{1,3}[ \t.\-/]/;

const INTERNATIONAL_OR_TRUNK = /^(?:\(?\+|\(?0)/;
// "(11) 98765-4321", "(212) 555-0147": an area code in brackets, then the subscriber's
// number in two groups, as Brazil and North America write it.
const AREA_CODE_IN_BRACKETS = /^\(\d{2,3}\)[ \t]?\d{3,5}[ \t.-]\d{4}$/;

/**
 * Whether digit groups are shaped like a phone number: their length, and how the run
 * they are part of starts. No dialled number starts "000" (after the international "00"
 * comes a country code, and none starts with 0): "KRS 0000412345" is a register number.
 */
function hasPhoneShape(text: string, run = text): boolean {
  const digits = text.replace(/\D/g, "");
  const count = digitCount(text);
  if (count < MIN_PHONE_DIGITS || count > MAX_PHONE_DIGITS || THOUSANDS.test(text)) return false;
  if (run.replace(/\D/g, "").startsWith("000")) return false;
  if (INTERNATIONAL_OR_TRUNK.test(run) || AREA_CODE_IN_BRACKETS.test(run)) return true;
  if (LONG_FIRST_GROUP.test(run)) return false;
  if (digits.startsWith("1")) return count === POLISH_DIGITS || startsWithCountryCode(text, digits);
  if (count <= MAX_BARE_DIGITS) return count >= MIN_BARE_DIGITS;
  return startsWithCountryCode(text, digits);
}

/** "48 512 345 678": a country code in a group of its own, and a number that country could have. */
function startsWithCountryCode(text: string, digits: string): boolean {
  return COUNTRY_CODE_GROUP.test(text) && isPossiblePhoneNumber(`+${digits}`);
}

/**
 * The phone numbers in one run of digit groups: the whole run when it has a
 * phone number's length, and whatever libphonenumber reads in it (which also
 * splits two numbers written side by side).
 */
function phoneNumbersInRun(text: string, run: string, start: number): ContactFinding[] {
  const whole = hasPhoneShape(run) ? [finding(text, "phone", start, start + run.length)] : [];
  const parsed = findPhoneNumbersInText(run, { defaultCountry: DEFAULT_COUNTRY })
    .filter((found) => hasPhoneShape(run.slice(found.startsAt, found.endsAt), run))
    .map((found) => finding(text, "phone", start + found.startsAt, start + found.endsAt));
  return [...whole, ...parsed];
}

// "empieza por 699 y luego 123 456", "07700 and the rest is 900 then 713", "Vorwahl 0172,
// Rest 4-88-19-03": a number told in parts, joined by "then", "and", "the rest is" in any of
// the nine languages. Read together, the parts must make a phone number.
const CONNECTOR_WORD = String.raw`(?:and|then|the|rest|is|after|that|und|dann|danach|der|ist|et|puis|ensuite|apr[eè]s|finit|termine|par|le|reste|c['’]est|y|luego|despu[eé]s|el|resto|es|e|poi|dopo|il|[eè]|a|dalej|potem|reszta|to|i|depois|o|och|sen|sedan|resten|[aä]r|pak|potom|zbytek|je|ends|with|endet|mit|finisce|con|termina|por|ko[nń]czy|si[eę]|na|slutar|p[aå]|kon[cč][ií]|first|second|third|last|next|bit|part|teil|erste|zweite|letzte|partie|premi[eè]re?|deuxi[eè]me|derni[eè]re?|parte|primera?|segunda?|[uú]ltima?|prima|seconda|ultima|cz[eę][sś][cć]|pierwsza|druga|ostatnia|del|f[oö]rsta|andra|sista|[cč][aá]st|prvn[ií]|druh[aá]|posledn[ií])`;
const NUMBER_PART = String.raw`\+?\d[\d./-]{0,11}(?:[ \t]\d[\d./-]{0,11}){0,9}`;
// "Mellan 08.00 och 10.00": a time of day is no part of a number.
const CLOCK_TIME_PART = /^\d{1,2}[.:]\d{2}$/;
// "El 05/06 o el 06/06": nor is a day and a month.
const DAY_AND_MONTH_PART = /^(?:0?[1-9]|[12]\d|3[01])[./](?:0?[1-9]|1[0-2])\.?$/;
const NUMBER_IN_PARTS = new RegExp(
  String.raw`(?<![\p{L}\d+(.,/-])${NUMBER_PART}(?:(?:[,;:]?\s(?:[–—-]\s)?(?:${CONNECTOR_WORD}[,:]?\s){1,4}|\s?:\s)${NUMBER_PART}){1,5}(?![\p{L}\d])`,
  "giu",
);

function numberInParts(text: string, match: RegExpExecArray): ContactFinding[] {
  const parts = match[0].match(/\+?\d[\d ./-]*\d|\d/g) ?? [];
  // A first part that is a number of its own is two numbers side by side, read one by one.
  if (parts.length < 2 || hasPhoneShape(parts[0] ?? "")) return [];
  if (parts.some((part) => CLOCK_TIME_PART.test(part) || DAY_AND_MONTH_PART.test(part))) return [];
  return hasPhoneShape(parts.join(" "))
    ? [finding(text, "phone", match.index, match.index + match[0].length)]
    : [];
}

// "ruf an (0171 2233445)": a whole number in brackets, which no run starts inside (a bracket
// before digits is an area code's, "(030) 8765", or a reference's).
const NUMBER_IN_BRACKETS = /(?<=\()\+?\d[\d \t.\-/]{6,18}\d(?=\))/gu;

/**
 * Phone numbers, also when broken up by spaces, dots, dashes or slashes. Dates,
 * times, prices and other numbers that are not contact details are left alone.
 * libphonenumber reads each run of digits on its own, never the whole text,
 * which keeps the search linear in the length of the message. `numbersOnly` is the
 * text with the numbers that are no contact details blanked out.
 */
export function findPhoneNumbers(
  text: string,
  numbersOnly = blankOutNonContactNumbers(text),
): ContactFinding[] {
  return [
    ...[...numbersOnly.matchAll(DIGIT_RUN)]
      .filter((run) => digitCount(run[0]) >= MIN_PHONE_DIGITS)
      .flatMap((run) =>
        run[0].length > MAX_RUN_LENGTH
          ? [finding(text, "phone", run.index, run.index + run[0].length)]
          : phoneNumbersInRun(text, run[0], run.index),
      ),
    ...[...numbersOnly.matchAll(NUMBER_IN_PARTS)].flatMap((match) => numberInParts(text, match)),
    ...[...numbersOnly.matchAll(NUMBER_IN_BRACKETS)]
      .filter((match) => hasPhoneShape(match[0]))
      .map((match) => finding(text, "phone", match.index, match.index + match[0].length)),
  ];
}
