import { finding } from "./matching";
import {
  AMBIGUOUS_WORDS_SOURCE,
  NUMBER_JOINER_SOURCE,
  NUMBER_WORDS_BY_DIGITS,
  REPEAT_WORDS_SOURCE,
  THEN_WORDS_SOURCE,
  THRICE_WORDS_SOURCE,
} from "./number-vocabulary";
import type { ContactFinding } from "./types";

const NUMBER_WORD = `(?:${[...NUMBER_WORDS_BY_DIGITS.map(([, source]) => source), REPEAT_WORDS_SOURCE].join("|")})(?![\\p{L}])`;
// "0seven700", "drei3", "seven2three": words and digits run together. A word follows only
// digits and digits only a word, so each token is read one way.
const TOKEN = String.raw`(?:${NUMBER_WORD}|\d+)(?:(?<=\d)${NUMBER_WORD}|(?<=\p{L})\d+)*`;
// "Null-Eins-Fünf-Neun, dann 88 73 64 05": the word for "then" between the parts, in folded text.
const THEN = THEN_WORDS_SOURCE;
const SEPARATOR = String.raw`(?:[\s,.\-/–—]{1,3}|\s${NUMBER_JOINER_SOURCE}\s|,?\s${THEN}\s)`;
const SPOKEN_NUMBER = new RegExp(
  String.raw`(?<![\p{L}\d+])(?:(?:plus|mas|piu|mais)[\s,]{1,2}|\+)?${TOKEN}(?:${SEPARATOR}${TOKEN})+`,
  "gu",
);
const WORD_TOKEN = new RegExp(NUMBER_WORD, "gu");
const DIGIT_COUNTS = NUMBER_WORDS_BY_DIGITS.map(
  ([digits, source]) => [digits, new RegExp(`^(?:${source})$`, "u")] as const,
);
const REPEAT_WORD = new RegExp(`^(?:${REPEAT_WORDS_SOURCE})$`, "u");
const THRICE_WORD = new RegExp(`^(?:${THRICE_WORDS_SOURCE})$`, "u");
const AMBIGUOUS_WORD = new RegExp(`^(?:${AMBIGUOUS_WORDS_SOURCE})$`, "u");

// A number of words alone, or a few among digits ("0157 zwölf 34 sechsundfünfzig 78").
const MIN_TOKENS = 3;
const MIN_WORDS = 2;
const MIN_DIGITS = 7;
const GLUED = /\d\p{L}|\p{L}\d/u;

function digitsSpokenBy(word: string): number {
  if (REPEAT_WORD.test(word)) return THRICE_WORD.test(word) ? 2 : 1;
  return DIGIT_COUNTS.find(([, regex]) => regex.test(word))?.[0] ?? 0;
}

function isSpokenPhoneNumber(run: string): boolean {
  const words = run.match(WORD_TOKEN) ?? [];
  const tokens = words.length + (run.match(/\d+/g) ?? []).length;
  const spokenDigits = words.reduce((sum, word) => sum + digitsSpokenBy(word), 0);
  const writtenDigits = run.replace(/\D/g, "").length;
  const plainWords = words.filter((word) => !AMBIGUOUS_WORD.test(word)).length;
  // A number word run into digits ("1four3") is written so on purpose: one is enough.
  const minWords = GLUED.test(run) ? 1 : MIN_WORDS;
  return (
    plainWords >= minWords && tokens >= MIN_TOKENS && spokenDigits + writtenDigits >= MIN_DIGITS
  );
}

/**
 * Phone numbers said in words, alone or among digits, in any of the six languages
 * ("null eins sieben sechs …", "zéro six douze …", "tre tre nove …"). `folded` is
 * the message folded by foldAccents, with numbers that are no contact details blanked.
 */
export function findSpokenPhoneNumbers(text: string, folded: string): ContactFinding[] {
  return [...folded.matchAll(SPOKEN_NUMBER)]
    .filter((match) => isSpokenPhoneNumber(match[0]))
    .map((match) => finding(text, "phone", match.index, match.index + match[0].length));
}
