import { DEFAULT_LOCALE, LOCALES } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import enShell from "./en.shell.json";

/** Every string of a catalogue by its dotted key, e.g. "landing.hero.title". */
function strings(node: object, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, value] of Object.entries(node)) {
    if (typeof value === "string") found.set(prefix + name, value);
    else if (typeof value === "object" && value !== null) {
      for (const [key, text] of strings(value as object, `${prefix}${name}.`)) found.set(key, text);
    }
  }
  return found;
}

/** A message's `{{placeholder}}` names, sorted. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name]) => name ?? "").sort();
}

const files = import.meta.glob<object>("./locales/*.json", { import: "default", eager: true });

const CATALOGUES = [
  { name: "shell", english: strings(enShell), file: (locale: string) => `${locale}.shell.json` },
  { name: "screens", english: strings(en), file: (locale: string) => `${locale}.json` },
];

describe.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))("the %s strings", (locale) => {
  describe.each(CATALOGUES)("of the $name", ({ english, file }) => {
    const translation = files[`./locales/${file(locale)}`];

    it("are there", () => {
      expect(translation, `locales/${file(locale)}`).toBeDefined();
    });

    const translated = strings(translation ?? {});

    it("have every key of the English ones and no other", () => {
      expect({
        missing: [...english.keys()].filter((key) => !translated.has(key)),
        extra: [...translated.keys()].filter((key) => !english.has(key)),
      }).toEqual({ missing: [], extra: [] });
    });

    it("fill the same {{placeholders}} as the English ones", () => {
      const changed = [...english]
        .filter(([key]) => translated.has(key))
        .filter(([key, text]) => {
          const own = placeholders(translated.get(key) ?? "");
          return own.join() !== placeholders(text).join();
        })
        .map(([key, text]) => ({
          key,
          english: placeholders(text),
          [locale]: placeholders(translated.get(key) ?? ""),
        }));
      expect(changed).toEqual([]);
    });

    it("are all text", () => {
      expect([...translated].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual(
        [],
      );
    });
  });
});
