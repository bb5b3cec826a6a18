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
 */
export type Messages = typeof shellMessages & typeof screenMessages;

/** Every dotted path to a string, e.g. "landing.hero.title". */
type LeafKeys<Node> = {
  [Name in keyof Node & string]: Node[Name] extends string
    ? Name
    : `${Name}.${LeafKeys<Node[Name]>}`;
}[keyof Node & string];

export type MessageKey = LeafKeys<Messages>;

/** What fills a message's `{{name}}` placeholders. */
export type MessageValues = Record<string, string | number | undefined>;

type Catalogue = Record<string, unknown>;

const english: Catalogue = { ...shellMessages };
const catalogues = new Map<Locale, Catalogue>([[DEFAULT_LOCALE, english]]);
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

function lookUp(catalogue: Catalogue | undefined, key: string): unknown {
  let node: unknown = catalogue;
  for (const name of key.split(".")) {
    node = typeof node === "object" && node !== null ? (node as Catalogue)[name] : undefined;
  }
  return node;
}

/**
 * The message at `key` in the active language with its placeholders filled. A key the
 * language lacks is reported; it reads in English, or as the key itself if English
 * lacks it too. A value left out fills its placeholder with nothing. React escapes
 * the result.
 */
export function t(key: MessageKey, values?: MessageValues): string {
  let message = lookUp(catalogues.get(active), key);
  if (typeof message !== "string") {
    onMissingKey?.(key);
    message = active === DEFAULT_LOCALE ? undefined : lookUp(english, key);
    if (typeof message !== "string") return key;
  }
  if (!values) return message;
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

export type TFunction = typeof t;
