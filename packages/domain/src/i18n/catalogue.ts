import type { CountryCode } from "../countries/countries";
import { regionName } from "../countries/region-names";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * A catalogue's shape with its literal strings widened, so that a translation is
 * checked for every key and every function's parameters but not for the English words.
 */
export type Translation<Catalogue> = Catalogue extends string
  ? string
  : Catalogue extends (...args: infer Args) => infer Result
    ? (...args: Args) => Translation<Result>
    : Catalogue extends object
      ? { [Key in keyof Catalogue]: Translation<Catalogue[Key]> }
      : Catalogue;

const catalogues = new Map<Locale, object>();
let english: object | undefined;
let resolveLocale: () => Locale = () => DEFAULT_LOCALE;

/**
 * Where the active language comes from: the server installs a per-request resolver
 * (AsyncLocalStorage), the browser the language the person chose.
 */
export function setLocaleResolver(resolver: () => Locale): void {
  resolveLocale = resolver;
}

/** The language messages are read in right now. */
export function currentLocale(): Locale {
  return resolveLocale();
}

/** Makes a translation available; the browser registers one when it has loaded. */
export function registerCatalogue(locale: Locale, catalogue: object): void {
  catalogues.set(locale, catalogue);
}

export function hasCatalogue(locale: Locale): boolean {
  return locale === DEFAULT_LOCALE || catalogues.has(locale);
}

function catalogueOf(locale: Locale): object | undefined {
  return locale === DEFAULT_LOCALE ? english : (catalogues.get(locale) ?? english);
}

/**
 * A view of `englishCatalogue` whose every property read resolves the active language
 * at that moment (English where a language is not loaded). Sections are views too, so a
 * section taken once (`const { server } = messages`) still reads the active language.
 */
export function activeCatalogue<Catalogue extends object>(englishCatalogue: Catalogue): Catalogue {
  english = englishCatalogue;
  return sectionView(englishCatalogue, []);
}

function valueAt(root: object | undefined, path: readonly PropertyKey[]): unknown {
  let node: unknown = root;
  for (const key of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = Reflect.get(node, key);
  }
  return node;
}

function sectionView<Section extends object>(
  englishSection: Section,
  path: readonly PropertyKey[],
): Section {
  const views = new Map<PropertyKey, object>();
  return new Proxy(englishSection, {
    get(target, property) {
      const englishValue = Reflect.get(target, property) as unknown;
      if (typeof englishValue === "object" && englishValue !== null) {
        let view = views.get(property);
        if (!view) {
          view = sectionView(englishValue, [...path, property]);
          views.set(property, view);
        }
        return view;
      }
      const translated = valueAt(catalogueOf(resolveLocale()), [...path, property]);
      return translated === undefined ? englishValue : translated;
    },
  });
}

/** A parameter of a message: a name, a number or a code as it is, or a message of its own. */
export type MessageParam = string | number | Message;

/**
 * What the server says, in no language yet: the key of a catalogue entry
 * ("server.wrongLeadState") and the parameters of its function. It is translated once,
 * where the answer, the mail or the list is written for its reader (translate), and it
 * is what the database keeps of text written for others.
 */
export interface Message {
  readonly key: string;
  readonly params: readonly MessageParam[];
}

export function isMessage(value: unknown): value is Message {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { key?: unknown }).key === "string" &&
    Array.isArray((value as { params?: unknown }).params)
  );
}

/** A sentence parameter of a catalogue function may be given as a message of its own. */
type SaidArgs<Args extends unknown[]> = {
  [Index in keyof Args]: NonNullable<Args[Index]> extends string
    ? Args[Index] | Message
    : Args[Index];
};

/**
 * The catalogue's shape with every sentence a Message: `said.server.forbidden` is
 * `{ key: "server.forbidden", params: [] }`, `said.server.photoAtPosition(2, reason)`
 * `{ key: "server.photoAtPosition", params: [2, reason] }`.
 */
export type Said<Catalogue> = Catalogue extends string
  ? Message
  : Catalogue extends (...args: infer Args) => string
    ? (...args: SaidArgs<Args>) => Message
    : Catalogue extends object
      ? { [Key in keyof Catalogue]: Said<Catalogue[Key]> }
      : never;

function saidOf(node: unknown, path: readonly string[]): unknown {
  const key = path.join(".");
  if (typeof node === "string") return Object.freeze({ key, params: Object.freeze([]) });
  if (typeof node === "function") {
    return (...params: MessageParam[]): Message => Object.freeze({ key, params });
  }
  if (typeof node !== "object" || node === null) return undefined;
  return Object.fromEntries(
    Object.entries(node).map(([name, value]) => [name, saidOf(value, [...path, name])]),
  );
}

/** The messages of `englishCatalogue` by key (see Said). Built once, at load. */
export function saidCatalogue<Catalogue extends object>(
  englishCatalogue: Catalogue,
): Said<Catalogue> {
  return saidOf(englishCatalogue, []) as Said<Catalogue>;
}

/**
 * `message` written in `locale`: its key's entry of that language's catalogue (English
 * where the language or the entry is missing), given the parameters, a message among
 * them translated too.
 */
export function translate(message: Message, locale: Locale): string {
  if (message.key === VERBATIM) {
    const [text] = message.params;
    return typeof text === "string" ? text : "";
  }
  if (message.key === COUNTRY) return regionName(message.params[0] as CountryCode, locale);
  const path = message.key.split(".");
  const entry = valueAt(catalogueOf(locale), path) ?? valueAt(english, path);
  if (typeof entry === "string") return entry;
  if (typeof entry !== "function") {
    throw new TypeError(`No message has the key "${message.key}"`);
  }
  const params = message.params.map((param) =>
    isMessage(param) ? translate(param, locale) : param,
  );
  const sentence = (entry as (...args: MessageParam[]) => unknown)(...params);
  if (typeof sentence !== "string") {
    throw new TypeError(`The message "${message.key}" is not a sentence`);
  }
  return sentence;
}

/*
 * A field message of a schema carries the Message it says in its issue's params
 * (schemas/field-message.ts; a postal code's format names the country). Text that
 * carries none (zod's own messages) is passed on as it is.
 */
const VERBATIM = "verbatim";

/** A served country, named in each reader's language (a parameter of a message). */
const COUNTRY = "country";

/** `code`'s name as a message's parameter: "Germany", "Deutschland", "Allemagne" as read. */
export function countrySaid(code: CountryCode): Message {
  return { key: COUNTRY, params: [code] };
}

/** Text that is no catalogue entry, said as it is in every language. */
export function verbatim(text: string): Message {
  return { key: VERBATIM, params: [text] };
}

/** What a schema's issue says: the Message of its params, else its text as it is. */
export function saidOfIssue(issue: { message: string; params?: unknown }): Message {
  const params = issue.params as { said?: unknown } | undefined;
  return isMessage(params?.said) ? params.said : verbatim(issue.message);
}

/** `message` in English, the SPEC's wording: what logs and English answers carry. */
export function inEnglish(message: Message): string {
  return translate(message, DEFAULT_LOCALE);
}
