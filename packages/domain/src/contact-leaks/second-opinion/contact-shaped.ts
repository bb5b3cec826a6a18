import { foldAccents, unconfuse } from "../matching";
import { NUMBER_WORDS_BY_DIGITS } from "../number-vocabulary";
import { readDigitSeparators, readLookalikeDigits } from "../phone-numbers";

/*
 * Where in a message contact details could be, for a model that says only that there are
 * some: groups of digits, runs of number words, words with an "@", an underscore or a dot inside
 * (handles, addresses), and "www"/"http". Offsets are the message's own.
 */

const NUMBER_WORD = String.raw`(?<![\p{L}\p{N}])(?:${NUMBER_WORDS_BY_DIGITS.map(([, source]) => source).join("|")})(?![\p{L}\p{N}])`;
// A lone digit or number word ("two floors", "Flat 2") is no part of a number: two or more.
const CONTACT_SHAPED = new RegExp(
  String.raw`\d[\d\s\-./()]*\d|${NUMBER_WORD}(?:[\s,.\-–/]{1,3}${NUMBER_WORD})+|[\p{L}\p{N}_.+-]*@[\p{L}\p{N}_.-]*|(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?:[_.][\p{L}\p{N}]+)+|(?<![\p{L}])(?:www|https?)(?![\p{L}])`,
  "gu",
);

/** The first start and last end of the message's contact-shaped parts, or null when it has none. */
export function contactShapedExtent(text: string): { start: number; end: number } | null {
  const readable = foldAccents(readLookalikeDigits(readDigitSeparators(unconfuse(text))));
  let start = -1;
  let end = -1;
  for (const match of readable.matchAll(CONTACT_SHAPED)) {
    if (match[0].length === 0) continue;
    if (start < 0) start = match.index;
    end = match.index + match[0].length;
  }
  return start < 0 ? null : { start, end };
}
