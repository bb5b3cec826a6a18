/**
 * "my mob ends in 900 246, starts 07700", "endet auf 44 81 93, fängt mit 0176 an", "it
 * starts 07866 43 and the last four are 5512", "Zaczyna się na 678, ostatnie trzy to 512,
 * w środku 405": a phone number given in parts, each named by where it stands (its start
 * or first digits, its end, last digits or rest, perhaps its middle), in any order.
 * Together they make one number; each part is a finding.
 */
import { finding } from "./matching";
import { THEN_WORDS_SOURCE } from "./number-vocabulary";
import type { ContactFinding } from "./types";

// In folded text: the words for the start, the end and the middle of a number.
const START = String.raw`(?:start|begin|beginnt|anfang|fangt|commence|debut|devant|empieza|comienza|empeza|inicia|inizia|comincia|zaczyna|poczatek|comec|borjar|borjan|zacina|zacatek|first|erste|premier|primer|primi|prime|pierwsz|primeir|forsta|prvni)`;
const END = String.raw`(?:end|endet|ende|hinten|hort|finit|fin|fim|final|termina|acaba|finisce|konczy|koniec|koncu|slutar|slutet|konci|konec|last|letzte|dernier|ultim|ostatni|sista|posledni|rest|reste|resto|reszt|resten|zbytek|zbytku|suite|remainder|second|zweite|deuxieme|segund|second[oa]|drug|andra|druh)`;
// Once a start is named, what comes "then" is the rest ("fängt mit 0172 an. Dann kommt 55 66
// 103"), and what comes "before that" the start ("die letzten sind 83 91 07, davor 0157 2").
// The "then" of a number said in steps (number-vocabulary.ts), and a few ways to say "after that".
const THEN = String.raw`(?:${THEN_WORDS_SOURCE}|after\sthat|danach|apres|em\sseguida|darefter)`;
const BEFORE_THAT = String.raw`(?:before\sthat|in\sfront|davor|vorher|vorne|avant|antes|delante|prima|davanti|przed\stym|wczesniej|na\spoczatku|fore\sdet|innan|forst|pred\stim|predtim|vepredu)`;
// "los 3 siguientes 194": the next part, between the start and the end, is the middle.
const MIDDLE = String.raw`(?:middle|mitte|mittlere|milieu|medio|mezzo|srodk|srodek|meio|mitten|uprostred|prostredni|stred|next|nachste|suivant|siguiente|successiv|prossim|kolejn|nastepn|seguinte|proxim|nasta|dalsi|dazwischen|between|entre|en\smedio|in\smezzo|pomiedzy|emellan|mezi)`;
// The word's ending, perhaps a colon ("Début : 07 49"), then up to three words (or a count:
// "the last 6 are"), then digits.
const partOf = (digits: string) =>
  String.raw`\p{L}{0,3}\s?[:=]?\s(?:(?:[\p{L}'’]+|\d)\s){0,3}?(${digits})(?![\d\p{L}])`;
const PART = partOf(String.raw`\d[\d \-./]{0,14}\d`);
// Only a middle may be one digit, and only at the end of its clause ("middle bit is 3."):
// "the first 3 are 017", "die nächsten 4 sind 6233" count the digits of the part.
const MIDDLE_PART = partOf(String.raw`\d[\d \-./]{0,14}\d|\d(?=\s?(?:[.,;!?)]|$))`);
const named = (word: string, parts = PART) =>
  new RegExp(String.raw`(?<![\p{L}])${word}${parts}`, "u");
const STARTS_WITH = named(START);
const ENDS_WITH = named(END);
const MIDDLE_IS = named(MIDDLE, MIDDLE_PART);
const THEN_IS = named(THEN);
// "… och 40 i mitten", "33 in the middle": the middle's digits before the word for it.
const MIDDLE_BEFORE_ITS_NAME = new RegExp(
  String.raw`(?<![\d\p{L}])(\d(?:[\d ]{0,6}\d)?)\s(?:(?:i|in|in\sthe|in\sder|au|en|el|nel|w|no|ve|v)\s)?(?:${MIDDLE})`,
  "u",
);
const BEFORE_THAT_IS = named(BEFORE_THAT);

function middleBeforeItsName(folded: string): RegExpExecArray | null {
  const match = MIDDLE_BEFORE_ITS_NAME.exec(folded);
  if (!match) return null;
  // As the other parts are read: the digits last in the match.
  const digits = match[1] ?? "";
  const shifted = Object.assign([digits, digits], { index: match.index, input: folded });
  return shifted as unknown as RegExpExecArray;
}

function part(text: string, match: RegExpExecArray): ContactFinding {
  const digits = match[1] ?? "";
  const start = match.index + match[0].length - digits.length;
  return finding(text, "phone", start, start + digits.length);
}

const digitsOf = (match: RegExpExecArray | null) => (match?.[1] ?? "").replace(/\D/gu, "");

/**
 * A number's start and end (and perhaps middle) given apart. `folded` is the message
 * folded by foldAccents, with the numbers that are no contact details blanked out.
 */
export function findNamedHalves(text: string, folded: string): ContactFinding[] {
  const named = { start: STARTS_WITH.exec(folded), end: ENDS_WITH.exec(folded) };
  const start = named.start ?? (named.end && BEFORE_THAT_IS.exec(folded));
  const end = start && (named.end ?? (named.start && THEN_IS.exec(folded)));
  if (!start || !end || end.index === start.index) return [];
  const middle = MIDDLE_IS.exec(folded) ?? middleBeforeItsName(folded);
  const first = digitsOf(start);
  const digits = first.length + digitsOf(end).length + digitsOf(middle).length;
  const phoneStart = first.startsWith("0") ? !first.startsWith("00") : /^[2-9]/u.test(first);
  if (!phoneStart || digits < 9 || digits > 13) return [];
  return [start, end, ...(middle ? [middle] : [])].map((match) => part(text, match));
}

// "the same as my wife's, 07788 912 118, just ending 442 instead": the end of a number named
// beside one already found is the rest of another.
const ENDS = new RegExp(
  String.raw`(?<![\p{L}])${END}\p{L}{0,3}\s(?:(?:[\p{L}'’]+|\d)\s){0,3}?(\d{2,4})(?![\d\p{L}])`,
  "gu",
);

/**
 * The ends of a number named in a message that gives a phone number ("nur hinten 817
 * statt 455", "sauf que ça finit par 17"): a variant of it. `folded` as for findNamedHalves.
 */
export function findVariantEnds(text: string, folded: string): ContactFinding[] {
  return [...folded.matchAll(ENDS)].map((match) => part(text, match));
}
