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

// "dreimal die fünf", "double the 4": an article may follow the word for twice or thrice.
const REPEAT_ARTICLE = String.raw`(?:\s(?:die|der|das|the|le|la|el|il|lo|o|a|den|det))?`;
const NUMBER_WORD = `(?:${[...NUMBER_WORDS_BY_DIGITS.map(([, source]) => source), `(?:${REPEAT_WORDS_SOURCE})${REPEAT_ARTICLE}`].join("|")})(?![\\p{L}])`;
// "SEISOCHOOCHO CERODOSUNO", "zeronove": number words run together into one word, so that
// no word of it is a number word. Each piece is three letters or more (see gluedPieces).
const PIECE = `(?:${NUMBER_WORDS_BY_DIGITS.map(([, source]) => source).join("|")})`;
const GLUED_WORDS = String.raw`(?:${PIECE}){2,6}(?![\p{L}])`;
// "0seven700", "drei3", "seven2three": words and digits run together. A word follows only
// digits and digits only a word, so each token is read one way.
const tokenOf = (word: string) =>
  String.raw`(?:${word}|\d+)(?:(?<=\d)${NUMBER_WORD}|(?<=\p{L})\d+)*`;
const TOKEN = tokenOf(NUMBER_WORD);
const TOKEN_OR_GLUED = tokenOf(`${GLUED_WORDS}|${NUMBER_WORD}`);
// "Null-Eins-Fünf-Neun, dann 88 73 64 05": the word for "then" between the parts, in folded text.
const THEN = THEN_WORDS_SOURCE;
// Symbols and emoji part the words as they part digits ("šest • nula • tři", "six 🔥 two").
const SEPARATOR = String.raw`(?:[\s,.\-/–—•·*|_~\p{Extended_Pictographic}\uFE0F]{1,4}|\s${NUMBER_JOINER_SOURCE}\s|,?\s${THEN}\s)`;
const spokenNumber = (token: string) =>
  new RegExp(
    String.raw`(?<![\p{L}\d+])(?:(?:plus|mas|piu|mais)[\s,]{1,2}|\+)?${token}(?:${SEPARATOR}${token})+`,
    "gu",
  );
const SPOKEN_NUMBER = spokenNumber(TOKEN);
// Few messages run number words together: only for those is the longer pattern run.
const WORDS_RUN_TOGETHER = new RegExp(String.raw`(?<![\p{L}])(?=\p{L}{6})${PIECE}${PIECE}`, "u");
const SPOKEN_NUMBER_OR_GLUED = spokenNumber(TOKEN_OR_GLUED);
const WORD_TOKEN = new RegExp(NUMBER_WORD, "gu");
const WORD_TOKEN_ALONE = new RegExp(`^${NUMBER_WORD}$`, "u");
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

function digitsSpokenBy(said: string): number {
  const word = said.replace(/\s.*$/u, "");
  if (REPEAT_WORD.test(word)) return THRICE_WORD.test(word) ? 2 : 1;
  return DIGIT_COUNTS.find(([, regex]) => regex.test(word))?.[0] ?? 0;
}

// "seis 90, 14, 33, 08", "zero 6, 2 8, 9 1, 4 4, 7 0": a word where the first digit would do
// is written so on purpose, once three or more groups of digits after it make a phone
// number's length with it (9 to 13 digits, as digits-in-steps.ts reads a number).
const LEADING_WORD = new RegExp(
  String.raw`^(?:(?:plus|mas|piu|mais)[\s,]{1,2}|\+)?${NUMBER_WORD}`,
  "u",
);
const MIN_GROUPS_AFTER_A_LEADING_WORD = 3;
const LEADING_WORD_DIGITS = { min: 9, max: 13 };

// "drei 2, 4, 6, 8, 10, 12": groups that only ever grow count or list, as no number is hidden.
function isRisingList(groups: readonly string[]): boolean {
  return groups.every((group, index) => index === 0 || Number(group) > Number(groups[index - 1]));
}

const WHOLE_PIECE = new RegExp(`^${PIECE}`, "u");
const LETTERS = /\p{L}+/gu;
const MIN_PIECE_LETTERS = 3;

/** The number words a word is made of, read from its start, or none if it is not made so. */
function gluedPieces(word: string): string[] | undefined {
  const pieces: string[] = [];
  let rest = word;
  while (rest.length > 0) {
    // The longest word that leaves a rest made of words too would be exact; the first that
    // the alternation takes is enough for the words people run together.
    const piece = WHOLE_PIECE.exec(rest)?.[0];
    if (!piece || piece.length < MIN_PIECE_LETTERS) return undefined;
    pieces.push(piece);
    rest = rest.slice(piece.length);
  }
  return pieces;
}

// Each word of number words run together, read as its words with spaces between.
function withGluedWordsApart(run: string): string {
  return run.replace(LETTERS, (word) => {
    if (WORD_TOKEN_ALONE.test(word)) return word;
    const pieces = gluedPieces(word);
    return pieces && pieces.length > 1 ? pieces.join(" ") : word;
  });
}

function isSpokenPhoneNumber(said: string): boolean {
  const run = withGluedWordsApart(said);
  const words = run.match(WORD_TOKEN) ?? [];
  const digitGroups = run.match(/\d+/g) ?? [];
  const groups = digitGroups.length;
  const tokens = words.length + groups;
  const spokenDigits = words.reduce((sum, word) => sum + digitsSpokenBy(word), 0);
  const writtenDigits = run.replace(/\D/g, "").length;
  const digits = spokenDigits + writtenDigits;
  const plainWords = words.filter((word) => !AMBIGUOUS_WORD.test(word)).length;
  if (
    plainWords === 1 &&
    LEADING_WORD.test(run) &&
    groups >= MIN_GROUPS_AFTER_A_LEADING_WORD &&
    !isRisingList(digitGroups) &&
    digits >= LEADING_WORD_DIGITS.min &&
    digits <= LEADING_WORD_DIGITS.max
  ) {
    return true;
  }
  // A number word run into digits ("1four3") is written so on purpose: one is enough.
  const minWords = GLUED.test(run) ? 1 : MIN_WORDS;
  return plainWords >= minWords && tokens >= MIN_TOKENS && digits >= MIN_DIGITS;
}

/**
 * Phone numbers said in words, alone or among digits, in any of the six languages
 * ("null eins sieben sechs …", "zéro six douze …", "tre tre nove …"). `folded` is
 * the message folded by foldAccents, with numbers that are no contact details blanked.
 */
export function findSpokenPhoneNumbers(text: string, folded: string): ContactFinding[] {
  const spoken = WORDS_RUN_TOGETHER.test(folded) ? SPOKEN_NUMBER_OR_GLUED : SPOKEN_NUMBER;
  return [...folded.matchAll(spoken)]
    .filter((match) => isSpokenPhoneNumber(match[0]))
    .map((match) => finding(text, "phone", match.index, match.index + match[0].length));
}
