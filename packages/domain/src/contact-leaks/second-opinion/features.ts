import { foldAccents, unconfuse } from "../matching";
import { MESSENGER_NAMES_SOURCE } from "../messengers";
import { blankOutNonContactNumbers } from "../not-contact-numbers";
import { NUMBER_WORDS_BY_DIGITS } from "../number-vocabulary";
import { readDigitSeparators, readLookalikeDigits } from "../phone-numbers";

/*
 * What the second opinion reads in a message: the character n-grams of its "shape" (folded
 * to lower case without accents, every digit a 0, every number word of the nine languages
 * an N), its words, and a few counts a phone number, an address or a handle leaves behind
 * (digits in a row, number words in a row, a spelled "at" or "dot", a messenger's name, a
 * domain's shape). Each feature is hashed into one of a fixed number of buckets, so the
 * model is a flat array of weights whatever the vocabulary.
 */

/** log2 of the number of weights. */
export const HASH_BITS = 14;
const BUCKETS = 1 << HASH_BITS;

const NUMBER_WORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${NUMBER_WORDS_BY_DIGITS.map(([, source]) => source).join("|")})(?![\p{L}\p{N}])`,
  "gu",
);
const MESSENGER = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${MESSENGER_NAMES_SOURCE})(?![\p{L}\p{N}])`,
  "iu",
);
const SPELLED_AT =
  /(?<![\p{L}])(?:at|ät|arroba|chiocciola|malpa|małpa|zavinac|zavináč|snabel-?a|klammeraffe|arobase|arobas)(?![\p{L}])|[([{]\s?(?:at|a)\s?[)\]}]/iu;
const SPELLED_DOT =
  /(?<![\p{L}])(?:dot|punkt|point|punto|ponto|kropka|tecka|tečka|prick|pricka|punt)(?![\p{L}])|[([{]\s?(?:dot|punkt|point|punto|ponto|kropka|tecka|tečka|prick)\s?[)\]}]/iu;
const DOMAIN =
  /(?<![\p{L}\p{N}-])[\p{L}\p{N}-]{2,}\s?(?:\.|\(\.\)|\[\.\])\s?(?:com|net|org|de|at|ch|fr|es|it|pl|pt|se|cz|sk|uk|co|ie|eu|info|io|be|nl|br|me|app|shop|online)(?![\p{L}])/iu;
const WWW = /(?<![\p{L}])(?:www|https?|http)(?![\p{L}])/iu;
const HANDLE =
  /(?<![\p{L}\p{N}])@[\p{L}\p{N}_.]{2,}|(?<![\p{L}\p{N}])[\p{L}\p{N}]+[_.][\p{L}\p{N}_.]*[\p{L}\p{N}]/u;
const DIGIT_RUN = /\d(?:[\s\-./()+]{0,3}\d)*/gu;
const WORD = /[\p{L}\p{N}@_.'’-]+/gu;

const FNV_OFFSET = 0x811c9dc5;

// FNV-1a, 32 bits: the same bucket on every machine.
function hashOn(hash: number, text: string, start = 0, end = text.length): number {
  let next = hash;
  for (let index = start; index < end; index++) {
    next ^= text.charCodeAt(index);
    next = Math.imul(next, 0x01000193);
  }
  return next;
}

function bucket(feature: string): number {
  return (hashOn(FNV_OFFSET, feature) >>> 0) & (BUCKETS - 1);
}

// The n-gram prefixes hashed once: `c3:` and the three characters hash as "c3:abc" would.
const NGRAM_PREFIXES = [2, 3, 4, 5].map((n) => [n, hashOn(FNV_OFFSET, `c${n}:`)] as const);

function sizeClass(count: number): string {
  if (count <= 2) return String(count);
  if (count <= 4) return "3-4";
  if (count <= 6) return "5-6";
  if (count <= 8) return "7-8";
  if (count <= 11) return "9-11";
  if (count <= 14) return "12-14";
  return "15+";
}

/** The text with every number word an N, how many there are, and the most in a row. */
function readNumberWords(folded: string): { withN: string; count: number; longestRun: number } {
  let withN = "";
  let count = 0;
  let longestRun = 0;
  let run = 0;
  let lastEnd = 0;
  for (const match of folded.matchAll(NUMBER_WORD)) {
    const between = folded.slice(lastEnd, match.index);
    run = count > 0 && /^[\s,.\-–/]*$/u.test(between) ? run + 1 : 1;
    longestRun = Math.max(longestRun, run);
    count++;
    withN += `${between}N`;
    lastEnd = match.index + match[0].length;
  }
  return { withN: withN + folded.slice(lastEnd), count, longestRun };
}

/** The buckets of a message's features, each once, sorted. */
export function featuresOf(text: string): number[] {
  const readable = readLookalikeDigits(readDigitSeparators(unconfuse(text)));
  const folded = foldAccents(readable);
  const numberWords = readNumberWords(folded);
  const shape = ` ${numberWords.withN.replace(/\d/gu, "0").replace(/\s+/gu, " ").trim()} `;
  const features = new Set<number>();
  features.add(bucket("bias"));
  for (const [n, prefix] of NGRAM_PREFIXES) {
    for (let index = 0; index + n <= shape.length; index++) {
      features.add((hashOn(prefix, shape, index, index + n) >>> 0) & (BUCKETS - 1));
    }
  }
  for (const [word] of folded.matchAll(WORD)) {
    features.add(bucket(`w:${word.replace(/\d/gu, "0")}`));
  }
  const digits = (folded.match(/\d/gu) ?? []).length;
  const longestDigitRun = Math.max(
    0,
    ...[...folded.matchAll(DIGIT_RUN)].map(([run]) => (run.match(/\d/gu) ?? []).length),
  );
  // What the rules read as no contact number (dates, prices, references, …) blanked out.
  const contactDigits = blankOutNonContactNumbers(folded);
  const digitsLeft = (contactDigits.match(/\d/gu) ?? []).length;
  const longestRunLeft = Math.max(
    0,
    ...[...contactDigits.matchAll(DIGIT_RUN)].map(([run]) => (run.match(/\d/gu) ?? []).length),
  );
  features.add(bucket(`digits-left:${sizeClass(digitsLeft)}`));
  features.add(bucket(`digit-run-left:${sizeClass(longestRunLeft)}`));
  features.add(bucket(`digits-blanked:${sizeClass(digits - digitsLeft)}`));
  features.add(bucket(`digits:${sizeClass(digits)}`));
  features.add(bucket(`digit-run:${sizeClass(longestDigitRun)}`));
  features.add(bucket(`number-words:${sizeClass(numberWords.count)}`));
  features.add(bucket(`number-word-run:${sizeClass(numberWords.longestRun)}`));
  features.add(bucket(`digits+words:${sizeClass(digits + numberWords.count)}`));
  features.add(bucket(`lines:${sizeClass(readable.split("\n").length)}`));
  if (readable.includes("@")) features.add(bucket("at-sign"));
  if (SPELLED_AT.test(folded)) features.add(bucket("spelled-at"));
  if (SPELLED_DOT.test(folded)) features.add(bucket("spelled-dot"));
  if (DOMAIN.test(folded)) features.add(bucket("domain"));
  if (WWW.test(folded)) features.add(bucket("www"));
  if (HANDLE.test(readable)) features.add(bucket("handle"));
  if (MESSENGER.test(readable)) features.add(bucket("messenger"));
  if (/\+\s?\d/u.test(readable)) features.add(bucket("plus-digit"));
  return [...features].sort((a, b) => a - b);
}

export const FEATURE_BUCKETS = BUCKETS;
