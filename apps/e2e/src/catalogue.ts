import { readFileSync } from "node:fs";

/*
 * The web app's catalogues (apps/web/src/i18n), read as the journeys need them: the
 * labels to find fields by in each language, and the English strings no other language
 * may show.
 */

export const LANGUAGES = ["de", "fr", "es", "it", "pl"] as const;
export type Language = (typeof LANGUAGES)[number];
export type Locale = Language | "en";

/** What a browser of each language says it speaks (navigator.languages and Accept-Language). */
export const BROWSER_LOCALE: Record<Language, string> = {
  de: "de-DE",
  fr: "fr-FR",
  es: "es-ES",
  it: "it-IT",
  pl: "pl-PL",
};

type Node = { [name: string]: string | Node };

function readJson(path: string): Node {
  return JSON.parse(
    readFileSync(new URL(`../../web/src/i18n/${path}`, import.meta.url), "utf8"),
  ) as Node;
}

function leaves(node: Node, prefix = ""): [string, string][] {
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === "string" ? [[prefix + name, value]] : leaves(value, `${prefix}${name}.`),
  );
}

const cache = new Map<Locale, Map<string, string>>();

/** Every string of a language's two files (shell and screens), by dotted key. */
export function catalogue(locale: Locale): Map<string, string> {
  let strings = cache.get(locale);
  if (!strings) {
    const dir = locale === "en" ? "" : "locales/";
    strings = new Map([
      ...leaves(readJson(`${dir}${locale}.shell.json`)),
      ...leaves(readJson(`${dir}${locale}.json`)),
    ]);
    cache.set(locale, strings);
  }
  return strings;
}

/** The string at `key` in `locale`, placeholders filled; fails when the language lacks it. */
export function tr(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const message = catalogue(locale).get(key);
  if (message === undefined) throw new Error(`${locale} has no string ${key}`);
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? "");
}

/** The English keys a language's files lack. */
export function missingKeys(locale: Language): string[] {
  const strings = catalogue(locale);
  return [...catalogue("en").keys()].filter((key) => !strings.has(key));
}

const WORD = /\p{L}/u;

/**
 * The English text no page in `locale` may show: each English string that differs from
 * the language's own, cut at its placeholders and markup into the pieces of at least two
 * words that reach the page as they are, with the key each comes from.
 */
export function englishPieces(locale: Language): Map<string, string> {
  const own = catalogue(locale);
  const pieces = new Map<string, string>();
  for (const [key, english] of catalogue("en")) {
    if (own.get(key) === english) continue;
    for (const part of english.split(/\{\{\s*\w+\s*\}\}|<\/?\w+>/)) {
      const piece = part.trim().replace(/\s+/g, " ");
      const words = piece.split(" ").filter((word) => WORD.test(word));
      if (words.length >= 2 && !pieces.has(piece)) pieces.set(piece, key);
    }
  }
  return pieces;
}

/** The catalogue's dotted keys, as a page would show one whose string it lacks. */
export function catalogueKeys(): string[] {
  return [...catalogue("en").keys()];
}
