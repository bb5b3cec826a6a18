/**
 * "my mob ends in 900 246, starts 07700", "endet auf 44 81 93, fängt mit 0176 an", "it
 * starts 07866 43 and the last four are 5512", "Zaczyna się na 678, ostatnie trzy to 512,
 * w środku 405": a phone number given in parts, each named by where it stands (its start
 * or first digits, its end, last digits or rest, perhaps its middle), in any order.
 * Together they make one number; each part is a finding.
 */
import { digitsSaid, REPEATED_DIGIT_SOURCE } from "./digits-in-steps";
import { finding } from "./matching";
import { THEN_WORDS_SOURCE } from "./number-vocabulary";
import type { ContactFinding } from "./types";

// In folded text: the words for the start, the end and the middle of a number.
// "DDD 41 e o resto é 99123 4567": an area code named so starts the number.
const START = String.raw`(?:ddd|vorwahl|area\scode|indicatif|prefijo|prefisso|indicativo|kierunkowy|riktnummer|predvolba|start|begin|beginnt|anfang|fang(?:t|e)?|commence|debut|devant|empieza|comienza|empeza|inicia|inizia|comincia|zaczyna|poczatek|comec|borjar|borjan|zacina|zacatek|first|erste|premier|primer|primi|prime|pierwsz|primeir|forsta|prvni)`;
const END = String.raw`(?:end|endet|ende|hinten|hort|finit|fin|fim|final|termina|acaba|finisce|konczy|koniec|koncu|koncowk|schluss|slutar|slutet|konci|konec|last|letzte|dernier|ultim|ostatni|sista|posledni|rest|reste|resto|reszt|resten|zbytek|zbytku|suite|remainder|second|zweite|deuxieme|segund|second[oa]|drug|andra|druh)`;
// Once a start is named, what comes "then" is the rest ("fängt mit 0172 an. Dann kommt 55 66
// 103"), and what comes "before that" the start ("die letzten sind 83 91 07, davor 0157 2").
// The "then" of a number said in steps (number-vocabulary.ts), and a few ways to say "after that".
const THEN = String.raw`(?:${THEN_WORDS_SOURCE}|after\sthat|danach|apres|em\sseguida|darefter)`;
const BEFORE_THAT = String.raw`(?:before\sthat|in\sfront|davor|vorher|vorne|avant|antes|delante|prima|davanti|przed\stym|wczesniej|na\spoczatku|z\sprzodu|na\sprzodzie|na\spoczatek|fore\sdet|innan|forst|pred\stim|predtim|vepredu|zpredu|na\szacatek)`;
// "los 3 siguientes 194": the next part, between the start and the end, is the middle.
const MIDDLE = String.raw`(?:middle|mitte|mittlere|milieu|medio|mezzo|srodk|srodek|meio|mitten|uprostred|prostredni|stred|next|nachste|suivant|siguiente|successiv|prossim|kolejn|nastepn|seguinte|proxim|nasta|dalsi|dazwischen|between|entre|en\smedio|in\smezzo|pomiedzy|emellan|mezi)`;
// The word's ending, perhaps a colon ("Début : 07 49"), then up to three words (or a count:
// "the last 6 are"), perhaps with a colon ("erste Hälfte: 0157 77"), then digits.
const partOf = (digits: string) =>
  String.raw`\p{L}{0,3}\s?[:=]?\s(?:(?:[\p{L}'’]+|\d)[:=]?\s){0,3}?(${digits})(?![\d\p{L}])`;
// Digits, or a group and a digit said so many times ("danach kommt 55 dreifach 7").
const DIGITS = String.raw`(?:\d{1,4}\s)?${REPEATED_DIGIT_SOURCE}|\d[\d \-./]{0,14}\d`;
const PART = partOf(DIGITS);
// Only a middle may be one digit, and only at the end of its clause ("middle bit is 3."):
// "the first 3 are 017", "die nächsten 4 sind 6233" count the digits of the part.
const MIDDLE_PART = partOf(String.raw`${DIGITS}|\d(?=\s?(?:[.,;!?)]|$))`);
const named = (word: string, parts = PART) =>
  new RegExp(String.raw`(?<![\p{L}])${word}${parts}`, "u");
// "zaczyna się od 5, potem 12, potem 907, na końcu 443": a start may be one digit, as a middle.
const STARTS_WITH = named(START, MIDDLE_PART);
const ENDS_WITH = named(END);
const MIDDLE_IS = named(MIDDLE, MIDDLE_PART);
const THEN_IS = named(THEN);
const THENS = new RegExp(THEN_IS.source, "gu");
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
const digitsIn = (match: RegExpExecArray | null) => (match ? digitsSaid(match[1] ?? "") : 0);

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
  // "Fang mit 0162 an, danach kommt 55 dreifach 7 und zum schluss 0 2": every step after the
  // start is a part too.
  const steps = [...folded.matchAll(THENS)].filter(
    (step) => step.index > start.index && step.index !== end.index,
  );
  const parts = [start, end, ...(middle ? [middle] : []), ...steps];
  const first = digitsOf(start);
  const digits = parts.reduce((sum, each) => sum + digitsIn(each), 0);
  const phoneStart = first.startsWith("0") ? !first.startsWith("00") : /^[2-9]/u.test(first);
  if (!phoneStart || digits < 9 || digits > 13) return [];
  return parts.map((match) => part(text, match));
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

// "die erste Hälfte: 0157 77", "zweite Hälfte: 30 41 26", "l'autre moitié 44 81": half a
// number, named so, whether or not the other half is in the same message.
const HALF = String.raw`(?:half|halfte|haelfte|moitie|mitad|meta|polow\p{L}{1,3}|polowk\p{L}{1,2}|metade|halva|halvan|polovin\p{L}{1,2}|pulk\p{L}{1,2})`;
const HALF_IS = named(HALF);
// "debut 06 59 31, la fin je te l envoie apres": a start with the trunk "0" and five digits
// or more says a number's start, the rest promised.
const START_IS = named(START);
const TRUNK_START = /^0[1-9]/u;
// "la fin : 40 72": a message that is only a number's end, after a colon.
const ONLY_AN_END = new RegExp(
  String.raw`^\s*(?:[\p{L}'’]+\s){0,2}${END}\p{L}{0,3}\s?:\s?(${DIGITS})[\s\p{P}\p{S}]*$`,
  "u",
);
// "pisze w dwoch czesciach bo czat blokuje: 731 44 (czekaj) 0 893": a message that says it
// gives the number in parts, or around the chat's screening; its groups of digits are it.
const IN_PARTS = String.raw`(?:in\s(?:two|2|three|3)\s(?:parts|pieces|bits|goes|messages)|in\s(?:zwei|2|drei|3)\s(?:teilen|st[uü]cken|nachrichten|etappen)|en\s(?:deux|2|trois|3)\s(?:fois|parties|morceaux|messages|temps)|en\s(?:dos|2|tres|3)\s(?:partes|veces|trozos|mensajes)|in\s(?:due|2|tre|3)\s(?:parti|volte|pezzi|messaggi)|w\s(?:dwoch|2|trzech|3)\s(?:czesciach|kawalkach|wiadomosciach)|na\s(?:dwa|2|trzy|3)\s(?:razy|czesci)|em\s(?:duas|2|tres|3)\s(?:partes|vezes|mensagens)|i\s(?:tva|2|tre|3)\s(?:delar|omgangar|meddelanden)|ve\s(?:dvou|2|trech|3)\s(?:castech|zpravach)|na\s(?:dvakrat|trikrat|dve|2)\s(?:casti|zpravy)?|po\s(?:castech|kouskach|kawalku)|stuckweise|en\smorceaux|por\spartes|a\spezzi|bit\sby\sbit|piece\sby\spiece)`;
const DODGE = String.raw`(?:(?:because|since|as|weil|da|car|parce\sque|porque|perche|bo|poniewaz|eftersom|for|protoze|jelikoz)\s(?:the\s|der\s|die\s|das\s|le\s|la\s|el\s|il\s|o\s|a\s|ten\s)?(?:chat|app|filter|system|platform|plattform|plateforme|plataforma|piattaforma|czat|aplikacja|appen|systemet|aplikace)\p{L}{0,3}\s(?:[\p{L}'’]+\s)?(?:block|blockt|blocks|blockiert|bloque|bloquea|blocca|blokuje|blockerar|blokuje|censors|zensiert|censure|censura|cenzuruje|hides|versteckt|cache|oculta|nasconde|ukrywa|doljer|skryva|removes|loscht|entfernt|supprime|borra|cancella|usuwa|tar\sbort|maze))`;
const SAID_IN_PARTS = new RegExp(String.raw`(?<![\p{L}])(?:${IN_PARTS}|${DODGE})(?![\p{L}])`, "u");
const DIGIT_GROUPS = /(?<![\p{L}\p{N}])\d[\d .\-/]*\d|(?<![\p{L}\p{N}])\d(?![\p{L}\p{N}])/gu;

/**
 * One part of a number named where it stands, alone: half a number ("erste Hälfte: 0157
 * 77"), a start with its trunk "0" ("début 06 59 31, la fin après"), a message that is only
 * an end ("la fin : 40 72"), or groups of digits in a message that says it gives them in
 * parts or around the screening. `folded` as for findNamedHalves.
 */
export function findLoneNamedParts(text: string, folded: string): ContactFinding[] {
  const found: ContactFinding[] = [];
  const half = HALF_IS.exec(folded);
  if (half && digitsIn(half) >= 5) found.push(part(text, half));
  const start = START_IS.exec(folded);
  if (start && TRUNK_START.test(start[1] ?? "") && digitsIn(start) >= 5)
    found.push(part(text, start));
  const end = ONLY_AN_END.exec(folded);
  if (end && digitsIn(end) >= 4 && /\d\D+\d/u.test(end[1] ?? "")) {
    const digits = end[1] ?? "";
    const at = end[0].lastIndexOf(digits);
    found.push(finding(text, "phone", at, at + digits.length));
  }
  if (SAID_IN_PARTS.test(folded)) {
    const groups = [...folded.matchAll(DIGIT_GROUPS)];
    const digits = groups.reduce((sum, group) => sum + group[0].replace(/\D/gu, "").length, 0);
    if (digits >= 6 && digits <= 15) {
      for (const group of groups)
        found.push(finding(text, "phone", group.index, group.index + group[0].length));
    }
  }
  return found;
}
