import { finding } from "./matching";
import type { ContactFinding } from "./types";

const DIGIT_WORDS = [
  "zero",
  "oh",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "null",
  "eins",
  "zwei",
  "zwo",
  "drei",
  "vier",
  "fünf",
  "fuenf",
  "sechs",
  "sieben",
  "acht",
  "neun",
];
const TWO_DIGIT_WORDS = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
  "thirty",
  "forty",
  "fifty",
  "sixty",
  "seventy",
  "eighty",
  "ninety",
  "zehn",
  "elf",
  "zwölf",
  "zwoelf",
  "dreizehn",
  "vierzehn",
  "fünfzehn",
  "fuenfzehn",
  "sechzehn",
  "siebzehn",
  "achtzehn",
  "neunzehn",
  "zwanzig",
  "dreißig",
  "dreissig",
  "vierzig",
  "fünfzig",
  "fuenfzig",
  "sechzig",
  "siebzig",
  "achtzig",
  "neunzig",
];
const REPEAT_WORDS = ["double", "triple", "doppel", "doppelt"];
const GERMAN_COMPOUND = String.raw`(?:ein|zwei|drei|vier|fünf|fuenf|sechs|sieben|acht|neun)und(?:zwanzig|dreißig|dreissig|vierzig|fünfzig|fuenfzig|sechzig|siebzig|achtzig|neunzig)`;

function alternation(words: readonly string[]): string {
  return [...words].sort((a, b) => b.length - a.length).join("|");
}

const NUMBER_WORD = String.raw`(?:${GERMAN_COMPOUND}|${alternation([...TWO_DIGIT_WORDS, ...DIGIT_WORDS, ...REPEAT_WORDS])})(?![\p{L}])`;
const TOKEN = String.raw`(?:${NUMBER_WORD}|\d+)`;
const SPOKEN_NUMBER = new RegExp(
  String.raw`(?<![\p{L}\d])(?:plus[\s,]{1,2})?${TOKEN}(?:[\s,.\-/]{1,3}${TOKEN})+`,
  "giu",
);
const WORD_TOKEN = new RegExp(NUMBER_WORD, "giu");

const MIN_WORDS = 3;
const MIN_DIGITS = 7;

function digitsSpokenBy(word: string): number {
  const lower = word.toLowerCase();
  if (DIGIT_WORDS.includes(lower)) return 1;
  if (REPEAT_WORDS.includes(lower)) return lower === "triple" ? 2 : 1;
  return 2;
}

function isSpokenPhoneNumber(run: string): boolean {
  const words = run.match(WORD_TOKEN) ?? [];
  const spokenDigits = words.reduce((sum, word) => sum + digitsSpokenBy(word), 0);
  const writtenDigits = run.replace(/\D/g, "").length;
  return words.length >= MIN_WORDS && spokenDigits + writtenDigits >= MIN_DIGITS;
}

/** Phone numbers written out as words, in English or German ("null eins sieben sechs …"). */
export function findSpokenPhoneNumbers(text: string): ContactFinding[] {
  return [...text.matchAll(SPOKEN_NUMBER)]
    .filter((match) => isSpokenPhoneNumber(match[0]))
    .map((match) => finding(text, "phone", match.index, match.index + match[0].length));
}
