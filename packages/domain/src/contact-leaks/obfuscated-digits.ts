/**
 * A generic test for phone numbers hidden by how their digits are separated: whatever
 * the separators ("07.8.9.2.-.4.4.1", "0 7 7 / 3 1 2", "0171*884*4221", "(0)7855]209"),
 * enough digits close together, with nothing but symbols and spaces between them, that
 * the numbers which are no contact details (dates, times, prices, references…) do not
 * explain, are a phone number. It runs on the text the other detectors read, with those
 * numbers blanked out, and needs no list of tricks.
 */
import { finding } from "./matching";
import type { ContactFinding } from "./types";

// Between two digits: up to four symbols or spaces, never a letter, a line break, a
// comma or a semicolon (which list numbers: "Größen 38, 40, 42, 44"), nor the "_" that
// blanks out a number that is no contact details.
const SYMBOLS = String.raw`[^\p{L}\p{N}\n,;_:'"%€$£]`;
// "0 7 4 3 3 dash 9 2 1": the name of a dash said between digits; "07x8x4x6": one
// letter, the same every time, put between the digits to be dropped again.
const DASH_WORD = String.raw`(?:dash|hyphen|strich|bindestrich|tiret|gui[oó]n|trattino|my[sś]lnik|h[ií]fen|tra[cç]o|streck|bindestreck|poml[cč]ka|minus)`;
const FILLER = String.raw`${SYMBOLS}{0,2}(?<![\p{L}])[a-zX](?![\p{L}])${SYMBOLS}{0,2}`;
const GAP = String.raw`(?:${SYMBOLS}{0,4}|${FILLER}|\s${DASH_WORD}\s)`;
// The run never starts inside a word or number. Whether it ends inside one is told after
// the match, not by a lookahead: a run that could only fail at its end ("3S4Q 3S4Q …")
// would be tried again from each of its digits, which takes quadratic time.
const DIGITS_CLOSE_TOGETHER = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.,/-])\+?\d(?:${GAP}\d)+`,
  "giu",
);
const WORD_OR_NUMBER_AFTER = /^[\p{L}\p{N}_]/u;

function runs(text: string): RegExpExecArray[] {
  return [...text.matchAll(DIGITS_CLOSE_TOGETHER)].filter((run) => {
    const end = run.index + run[0].length;
    return !WORD_OR_NUMBER_AFTER.test(text.slice(end, end + 2));
  });
}

// A phone number has 9 to 15 digits (the shortest anyone gives a stranger with an area
// code, Spain's, Poland's and Czechia's national numbers, have 9) …
const MIN_DIGITS = 9;
const MAX_DIGITS = 15;
// … and, written without "+" or "00", starts with its trunk "0" or is a bare national
// number of 9 or 10 digits.
const MAX_BARE_DIGITS = 10;

// What the phone detector reads already: groups of digits with one space, dot, dash or
// slash between them. A run is hidden on purpose when a gap holds two symbols or more
// ("07.-.4", "0171 * 884") or most of its digits stand alone ("0 7 7 / 3 1 2").
const ODD_GAP = /[^\d\s][^\d]*[^\d\s]/u;
const MIN_SINGLE_DIGITS = 5;

const LETTER = /\p{L}/gu;
const MIN_FILLERS = 3;

// One letter between digits is a filler only when it is the same letter, again and again:
// "2 x 3 m" is a measure, "07x8x4x6 1x2x3" a number.
function hasOneFiller(run: string): boolean {
  const letters = run.replace(new RegExp(`\\s${DASH_WORD}\\s`, "giu"), " ").match(LETTER) ?? [];
  return (
    letters.length === 0 ||
    (letters.length >= MIN_FILLERS && letters.every((letter) => letter === letters[0]))
  );
}

function isHidden(run: string): boolean {
  if (!hasOneFiller(run)) return false;
  const groups = run.match(/\d+/g) ?? [];
  const singles = groups.filter((group) => group.length === 1).length;
  return ODD_GAP.test(run.replace(/^\+/, "")) || singles >= MIN_SINGLE_DIGITS;
}

function isPhoneLike(run: string): boolean {
  if (!isHidden(run)) return false;
  let digits = run.replace(/\D/g, "");
  const international = run.startsWith("+") || digits.startsWith("00");
  if (digits.startsWith("00")) digits = digits.slice(2);
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return false;
  if (international || digits.startsWith("0")) return !digits.startsWith("00");
  return digits.length <= MAX_BARE_DIGITS;
}

// "3.3.8/9.0.1/2.3.4.5", "01.7.6-.2.3.4": digits one by one, but for a first group of
// two or three, are no date, time or price, even where parts of them read as one ("3.3."
// is also a day and a month).
const ONE_BY_ONE = /^\+?\d{1,3}(?:\D+\d)+$/u;

// "read it backwards: 9876 54321 710": a number said to be written the wrong way round.
const BACKWARDS =
  /(?<![\p{L}])(?:backwards?|reversed?|in\sreverse|r[üu]ckw[äa]rts|umgekehrt|verkehrt\sherum|[àa]\sl['’]envers|al\srev[ée]s|al\scontrario|alla\srovescia|od\sty[łl]u|od\sko[ńn]ca|de\str[áa]s\spara\sa?\s?frente|ao\scontr[áa]rio|bakl[äa]nges|bakifr[åa]n|pozp[áa]tku|obr[áa]cen[ěe]|odzadu)(?![\p{L}])/iu;

function isBackwardsPhone(run: string): boolean {
  const digits = run.replace(/\D/g, "");
  const reversed = [...digits].reverse().join("");
  return (
    digits.length >= MIN_DIGITS &&
    digits.length <= MAX_DIGITS &&
    (reversed.startsWith("+") || /^0[1-9]|^00[1-9]/.test(reversed))
  );
}

/**
 * Runs of 9 to 15 digits with only symbols and spaces between them, shaped like a phone
 * number. `numbersOnly` is the text with numbers that are no contact details blanked out;
 * `readable` the text before that, where only digits written one by one count.
 */
export function findDigitsCloseTogether(
  text: string,
  numbersOnly: string,
  readable = numbersOnly,
): ContactFinding[] {
  const backwards = BACKWARDS.test(text);
  return [
    ...runs(numbersOnly).filter(
      (run) => isPhoneLike(run[0]) || (backwards && isBackwardsPhone(run[0])),
    ),
    ...runs(readable).filter((run) => ONE_BY_ONE.test(run[0]) && isPhoneLike(run[0])),
  ].map((run) => finding(text, "phone", run.index, run.index + run[0].length));
}
