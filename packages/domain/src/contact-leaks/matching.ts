import type { ContactFinding, ContactKind } from "./types";

/** Every match of a global regex as a finding of the given kind. */
export function findingsOf(regex: RegExp, text: string, kind: ContactKind): ContactFinding[] {
  return [...text.matchAll(regex)].map((match) =>
    finding(text, kind, match.index, match.index + match[0].length),
  );
}

export function finding(
  text: string,
  kind: ContactKind,
  start: number,
  end: number,
): ContactFinding {
  return { kind, start, end, text: text.slice(start, end) };
}

/** Replaces the given spans with `_`, which no detector reads as part of a number; offsets stay put. */
export function blankOut(text: string, spans: readonly (readonly [number, number])[]): string {
  if (spans.length === 0) return text;
  const chars = text.split("");
  for (const [start, end] of spans) chars.fill("_", start, end);
  return chars.join("");
}

const foldedChars = new Map<string, string>();

function foldChar(char: string): string {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    const bare = char
      .toLowerCase()
      .normalize("NFD")
      .replace(/\p{Mn}/gu, "");
    // "ł" has no decomposition; anything that would change length is kept as it is.
    folded = char === "ł" || char === "Ł" ? "l" : bare.length === 1 ? bare : char;
    foldedChars.set(char, folded);
  }
  return folded;
}

/**
 * The text in lower case without accents ("Fünf" → "funf", "pięć" → "piec"), one
 * character for one, so that offsets into it are offsets into the text.
 */
export function foldAccents(text: string): string {
  let folded = "";
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    folded += char < "\u0080" ? char.toLowerCase() : foldChar(char);
  }
  return folded;
}

// Look-alikes of the characters an address is made of: Cyrillic and Greek letters that
// look Latin, and dots that are no full stop.
const LOOKALIKES: Record<string, string> = {
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  х: "x",
  у: "y",
  і: "i",
  ј: "j",
  ѕ: "s",
  ο: "o",
  α: "a",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ρ: "p",
  τ: "t",
  υ: "u",
  "。": ".",
  "․": ".",
  "·": ".",
  "‧": ".",
  "｡": ".",
};

const unconfusedChars = new Map<string, string>();
// Plain ASCII, which most messages are, is left as it is, without a copy.
const BEYOND_LATIN_1_CONTROLS = /[\u00a0-\uffff]/g;

function unconfuseChar(char: string): string {
  let plain = unconfusedChars.get(char);
  if (plain === undefined) {
    const compatible = char.normalize("NFKC");
    plain = LOOKALIKES[char] ?? (compatible.length === 1 ? compatible : char);
    unconfusedChars.set(char, plain);
  }
  return plain;
}

/**
 * The text with characters that stand in for others read as those: full-width
 * "ｊｏｈｎ＠ｇｍａｉｌ", "＠" and "﹫", Cyrillic "о" in "gmаil.cоm", "。" for a dot. One
 * character for one, so that offsets into it are offsets into the text.
 */
export function unconfuse(text: string): string {
  // Code unit by code unit (no "u" flag): a surrogate half is kept as it is.
  return text.replace(BEYOND_LATIN_1_CONTROLS, unconfuseChar);
}

/**
 * A pattern's source that also reads its accented letters without their accents, as phones
 * often type them ("przesyłk" reads "przesylk" too): each such letter outside a character
 * class becomes a class of itself and its folded form, and inside one gains its folded form.
 * Escapes are kept as they are.
 */
export function orWithoutAccents(source: string): string {
  let result = "";
  let inClass = false;
  for (let index = 0; index < source.length; index++) {
    const char = source.charAt(index);
    if (char === "\\") {
      result += char + source.charAt(index + 1);
      index++;
      continue;
    }
    if (char === "[") inClass = true;
    else if (char === "]") inClass = false;
    const folded = char >= "\u0080" && /\p{L}/u.test(char) ? foldChar(char) : char;
    if (folded === char || folded === char.toLowerCase()) result += char;
    else result += inClass ? char + folded : `[${char}${folded}]`;
  }
  return result;
}
