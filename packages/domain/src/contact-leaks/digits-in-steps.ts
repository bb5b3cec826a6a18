/**
 * A phone number said in steps: its groups one per line ("0172\n66\n31\n904"), between
 * "then" words ("06 puis 27 puis 14"), between dots of an ellipsis ("06 ... 81 ... 39"),
 * or with a digit said so many times ("3 fois 8", "tre volte il 6", "třikrát 8", "double
 * 4"), or a part said as a sum or a product ("300 plus 45", "1200 mal 3"). Each of these is a way of hiding a number, not of writing a list: what the groups
 * add up to, with each repetition counted out, is read as one number.
 */
import { finding } from "./matching";
import {
  ARITHMETIC_SOURCE,
  COUNT_WORDS,
  REPEAT_WORDS_SOURCE,
  THEN_WORDS_SOURCE,
  THRICE_WORDS_SOURCE,
  TIMES_WORDS_SOURCE,
} from "./number-vocabulary";
import type { ContactFinding } from "./types";

const COUNT = `(?:${COUNT_WORDS.map(([, source]) => source).join("|")})`;
// "the", "die", "le", "el", "il", "o": the article some languages put before the digit.
const ARTICLE = String.raw`(?:the|die|der|das|le|la|l'|el|il|lo|o|a|den|det)`;
// "3 fois 8", "3x die 4", "trikrat 8", "double 4", "2 fois 45" (a pair said twice).
const REPEATED = String.raw`(?:(?<count>${COUNT})\s?${TIMES_WORDS_SOURCE}|(?<word>\p{L}+krat|${REPEAT_WORDS_SOURCE}))\s(?:${ARTICLE}\s)?(?<said>\d{1,2})(?!\d)`;
const UNNAMED = (source: string) => source.replace(/\(\?<\w+>/gu, "(?:");
/** "3 fois 8", "dreifach 7", "double 4": one digit said so many times, in folded text. */
export const REPEATED_DIGIT_SOURCE = UNNAMED(REPEATED);
const TOKEN = String.raw`(?:${ARITHMETIC_SOURCE}|${UNNAMED(REPEATED)}|\d+)`;
// Spaces, line breaks and the symbols that separate groups, then perhaps "then" and an article.
const GAP = String.raw`[\s,.\-–—/…]{0,6}(?:(?<![\p{L}])${THEN_WORDS_SOURCE}\s(?:${ARTICLE}\s)?)?`;
const IN_STEPS = new RegExp(
  String.raw`(?<![\p{L}\p{N}_+])${TOKEN}(?:${GAP}(?<![\p{L}\p{N}])${TOKEN}(?![\p{N}]))+`,
  "gu",
);
const ONE_TOKEN = new RegExp(`${ARITHMETIC_SOURCE}|${REPEATED}`, "u");
const ARITHMETIC = new RegExp(ARITHMETIC_SOURCE, "gu");
const REPEATED_TOKENS = new RegExp(REPEATED, "gu");
const THEN = new RegExp(String.raw`(?<![\p{L}])${THEN_WORDS_SOURCE}\s`, "gu");
const LINE_BREAKS = /\n/gu;
const ELLIPSES = /\.{2,}|…/gu;
const COUNT_REGEXES = COUNT_WORDS.map(
  ([times, source]) => [times, new RegExp(`^(?:${source})$`, "u")] as const,
);
const THRICE = new RegExp(`^(?:${THRICE_WORDS_SOURCE})$`, "u");
// "dvakrát", "třikrát": Czech says the count and "times" as one word.
const CZECH_TIMES = ["dva", "tri", "ctyri"];

function timesSaid(match: RegExpExecArray): number {
  const { count, word } = match.groups ?? {};
  if (count) return COUNT_REGEXES.find(([, regex]) => regex.test(count))?.[0] ?? 1;
  const czech = CZECH_TIMES.indexOf(word?.replace(/krat$/u, "") ?? "");
  if (czech >= 0) return czech + 2;
  return word && THRICE.test(word) ? 3 : 2;
}

/** How many digits a run says, each repetition counted out ("55 dreifach 7" says five). */
export function digitsSaid(run: string): number {
  let digits = 0;
  const unsummed = run.replace(ARITHMETIC, (said) => {
    const [a = 0, b = 0] = (said.match(/\d+/gu) ?? []).map(Number);
    digits += String(/\d\s(?:plus|mas|piu|mais|\+)\s/u.test(said) ? a + b : a * b).length;
    return " ";
  });
  for (const match of unsummed.matchAll(REPEATED_TOKENS))
    digits += timesSaid(match) * (match.groups?.["said"]?.length ?? 1);
  return digits + unsummed.replace(REPEATED_TOKENS, " ").replace(/\D/gu, "").length;
}

const count = (run: string, regex: RegExp) => run.match(regex)?.length ?? 0;

// Lines or ellipses alone hide a number only when its groups are groups ("0172\n66\n31"):
// digits one per line ("1\n2\n3\n…") number a list.
const MIN_DIGITS_PER_GROUP = 2;

// "07\n8\n2\n3\n…": a list is not numbered from a trunk "0" on: a number with it is one,
// whatever its groups.
const TRUNK_ZERO_FIRST = /^0[1-9]/u;

function hasGroups(run: string): boolean {
  if (TRUNK_ZERO_FIRST.test(run)) return true;
  const groups = run.match(/\d+/gu) ?? [];
  return run.replace(/\D/gu, "").length >= MIN_DIGITS_PER_GROUP * groups.length;
}

// "Numer: 733\n412 788", "Number is 07912\n448 305": after a word for a phone number, one
// line break between the groups is enough.
const PHONE_LABEL_BEFORE =
  /(?<![\p{L}])(?:numbers?|nummer|numero|numer|numret|cislo|nr|tel|phone|handy|mobil\p{L}{0,3}|cell|celular|telemovel|movil|cellulare|komork\p{L}|telefon\p{L}{0,3})(?:['’]s)?(?:\s(?:is|ist|est|es|e|to|jest|ar|je|c'est|c’est))?\s?:?\s{0,3}$/u;

// "06, 28, 91, 44, 70": groups of a number with its trunk "0" parted by commas, as a list
// never starts.
const COMMA_PARTED_FROM_ZERO = /^0[1-9]\d{0,3}(?:,\s?\d{2,4}){3,}$/u;

function isHiddenInSteps(run: string, before: string): boolean {
  if (ONE_TOKEN.test(run) || count(run, THEN) >= 1) return true;
  if (COMMA_PARTED_FROM_ZERO.test(run)) return true;
  const lineBreaks = count(run, LINE_BREAKS);
  const lines = lineBreaks >= 2 || (lineBreaks === 1 && PHONE_LABEL_BEFORE.test(before));
  return (lines || count(run, ELLIPSES) >= 2) && hasGroups(run);
}

// A number of 9 to 13 digits: with its trunk "0" (not "00"), or a bare national one of 9
// or 10, which starts with 2 to 9 (see phone-numbers.ts).
function isPhoneLength(run: string): boolean {
  const digits = digitsSaid(run);
  const first = run.replace(/^\D+/u, "");
  if (first.startsWith("00")) return false;
  if (first.startsWith("0")) return digits >= 9 && digits <= 13;
  return digits >= 9 && digits <= 10 && /^[2-9]/u.test(first);
}

/**
 * Phone numbers said in steps. `folded` is the message folded by foldAccents, with the
 * numbers that are no contact details blanked out.
 */
export function findDigitsInSteps(text: string, folded: string): ContactFinding[] {
  return [...folded.matchAll(IN_STEPS)]
    .filter(
      (match) =>
        isHiddenInSteps(match[0], folded.slice(Math.max(0, match.index - 24), match.index)) &&
        isPhoneLength(match[0]),
    )
    .map((match) => finding(text, "phone", match.index, match.index + match[0].length));
}
