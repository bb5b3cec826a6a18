import { DEFAULT_LOCALE, LOCALES } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import enShell from "./en.shell.json";
import { isPluralForms } from "../test/pluralForms";

/** A message: its one text, or its plural forms by category. */
type Message = string | Record<string, string>;

/** Every message of a catalogue by its dotted key, e.g. "landing.hero.title". */
function strings(node: object, prefix = ""): Map<string, Message> {
  const found = new Map<string, Message>();
  for (const [name, value] of Object.entries(node)) {
    if (typeof value === "string" || isPluralForms(value)) found.set(prefix + name, value);
    else if (typeof value === "object" && value !== null) {
      for (const [key, text] of strings(value as object, `${prefix}${name}.`)) found.set(key, text);
    }
  }
  return found;
}

/** A message's texts: the one, or each plural form. */
function textsOf(message: Message | undefined): string[] {
  if (message === undefined) return [];
  return typeof message === "string" ? [message] : Object.values(message);
}

/** The plural categories of each plural message, sorted, by key. */
function pluralCategories(messages: Map<string, Message>): Record<string, string[]> {
  return Object.fromEntries(
    [...messages]
      .filter(([, message]) => typeof message !== "string")
      .map(([key, forms]) => [key, Object.keys(forms).sort()]),
  );
}

/** The plural categories a language's plural rules name, e.g. Polish one/few/many/other, sorted. */
function categoriesOf(locale: string): string[] {
  return [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
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

    it("fill the same {{placeholders}} as the English ones, in every plural form", () => {
      const changed = [...english]
        .filter(([key]) => translated.has(key))
        .flatMap(([key, message]) => {
          const wanted = placeholders(textsOf(message)[0] ?? "");
          return textsOf(translated.get(key))
            .map(placeholders)
            .filter((own) => own.join() !== wanted.join())
            .map((own) => ({ key, english: wanted, [locale]: own }));
        });
      expect(changed).toEqual([]);
    });

    it("are all text", () => {
      expect(
        [...translated]
          .filter(([, message]) => textsOf(message).some((text) => text.trim() === ""))
          .map(([key]) => key),
      ).toEqual([]);
    });

    it("say each plural message in every form the language's plural rules name", () => {
      const categories = pluralCategories(translated);
      expect(categories).toEqual(
        Object.fromEntries(
          Object.keys(pluralCategories(english)).map((key) => [key, categoriesOf(locale)]),
        ),
      );
    });
  });
});

describe.each(CATALOGUES)("the English $name", ({ english }) => {
  it("say each plural message in every form English plural rules name", () => {
    for (const categories of Object.values(pluralCategories(english))) {
      expect(categories).toEqual(categoriesOf(DEFAULT_LOCALE));
    }
  });
});
