import { DEFAULT_LOCALE, type Locale } from "@uplink/domain";
import shellMessages from "./en.shell.json";
import type screenMessages from "./en.json";

/**
 * The app's translations: strings looked up by dotted key, with `{{name}}`
 * placeholders, in the active language. en.shell.json holds what the landing route
 * shows (header, landing page, not-found and error screens, toast region) and ships
 * with the first page; en.json holds every other screen's strings and arrives with
 * the first screen that needs them (see app/runtime/lazyWithRuntime.tsx). The two
 * share no top-level section. Every other language has the same two files under
 * locales/, loaded when that language is chosen (locale.ts).
 *
 * A message that depends on a number is a set of plural forms, one per plural category
 * of the language (CLDR: English one/other, Polish one/few/many/other), and
 * `t(key, { count })` picks the form Intl.PluralRules chooses for `count`.
 */
export type Messages = typeof shellMessages & typeof screenMessages;

/** The plural categories Intl.PluralRules names. */
type PluralCategory = Intl.LDMLPluralRule;

/** An object is a message's plural forms when its every key is a plural category. */
type IsPlural<Node> = Node extends object
  ? [Exclude<keyof Node, PluralCategory>] extends [never]
    ? true
    : false
  : false;

/** Every dotted path to a message, e.g. "landing.hero.title"; `Wanted` picks plain or plural ones. */
type LeafKeys<Node, Wanted> = {
  [Name in keyof Node & string]: Node[Name] extends string
    ? Wanted extends "text"
      ? Name
      : never
    : IsPlural<Node[Name]> extends true
      ? Wanted extends "plural"
        ? Name
        : never
      : `${Name}.${LeafKeys<Node[Name], Wanted>}`;
}[keyof Node & string];

/** A message said one way whatever the numbers in it. */
export type TextKey = LeafKeys<Messages, "text">;
/** A message with plural forms; `t` needs its `count`. */
export type PluralKey = LeafKeys<Messages, "plural">;
export type MessageKey = TextKey | PluralKey;

/** What fills a message's `{{name}}` placeholders. */
export type MessageValues = Record<string, string | number | undefined>;
/** A plural message's values: `count` chooses the form and fills `{{count}}`. */
export type CountValues = MessageValues & { count: number };

type Catalogue = Record<string, unknown>;

const catalogues = new Map<Locale, Catalogue>([[DEFAULT_LOCALE, { ...shellMessages }]]);
let active: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();
let onMissingKey: ((key: string) => void) | null = null;

/** Adds a catalogue's sections (English unless told), once their strings have loaded. */
export function addMessages(sections: Catalogue, locale: Locale = DEFAULT_LOCALE): void {
  const catalogue = catalogues.get(locale);
  if (catalogue) Object.assign(catalogue, sections);
  else catalogues.set(locale, { ...sections });
}

/** The language the app speaks right now; its strings have loaded (locale.ts sees to it). */
export function activeLocale(): Locale {
  return active;
}

/**
 * Makes `locale` the active language and tells every subscriber (each component's
 * useTranslation re-renders). Call through locale.ts, which loads the strings first.
 */
export function setActiveLocale(locale: Locale): void {
  if (locale === active) return;
  active = locale;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the active language changes; returns the unsubscribe. */
export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells `listener` about every key looked up but not (yet) loaded; tests fail on any. */
export function reportMissingKeys(listener: ((key: string) => void) | null): void {
  onMissingKey = listener;
}

/** The message at `key` in `locale`, its plural form for `count` if it has plural forms. */
function lookUp(locale: Locale, key: string, count: unknown): unknown {
  // A catalogue holds only strings and objects (never null); a name after a string finds nothing.
  let node = catalogues.get(locale);
  for (const name of key.split(".")) node = node?.[name] as Catalogue | undefined;
  return typeof node === "object"
    ? // Every plural message has each form its language names (locales.test.ts).
      node[new Intl.PluralRules(locale).select(count as number)]
    : node;
}

/**
 * The message at `key` in the active language with its placeholders filled. A key the
 * language lacks is reported; it reads in English, or as the key itself if English
 * lacks it too. A value left out fills its placeholder with nothing. A plural message
 * reads in the form the language uses for `values.count`. React escapes the result.
 */
export function t<Key extends MessageKey>(
  key: Key,
  ...[values]: Key extends PluralKey ? [values: CountValues] : [values?: MessageValues]
): string {
  const count = values?.count;
  let message = lookUp(active, key, count);
  if (typeof message !== "string") {
    onMissingKey?.(key);
    // In English this looks again where it just looked, and finds nothing again.
    message = lookUp(DEFAULT_LOCALE, key, count);
    if (typeof message !== "string") return key;
  }
  if (!values) return message;
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

export type TFunction = typeof t;
