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
  reverseIndexes.delete(locale);
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
      const locale = resolveLocale();
      const translated = valueAt(catalogueOf(locale), [...path, property]);
      const value = translated === undefined ? englishValue : translated;
      if (locale === DEFAULT_LOCALE && typeof value === "function") {
        return remembering(value as (...args: unknown[]) => unknown, [...path, property]);
      }
      return value;
    },
  });
}

/*
 * Sentences a catalogue function wrote in English, remembered with what wrote them, so
 * that localizeMessage can write the same sentence in another language where a request
 * is answered (the server composes its messages in English, see the API's
 * request-locale.ts). A bounded memory of the most recent ones: a sentence is looked up
 * moments after it was written, within the same request.
 */
const REMEMBERED_SENTENCES = 2_000;
const written = new Map<string, { path: readonly PropertyKey[]; args: unknown[] }>();

function remembering(
  write: (...args: unknown[]) => unknown,
  path: readonly PropertyKey[],
): (...args: unknown[]) => unknown {
  return (...args: unknown[]) => {
    const sentence = write(...args);
    if (typeof sentence === "string") {
      written.delete(sentence);
      written.set(sentence, { path, args });
      if (written.size > REMEMBERED_SENTENCES) {
        const oldest = written.keys().next().value;
        if (oldest !== undefined) written.delete(oldest);
      }
    }
    return sentence;
  };
}

const reverseIndexes = new Map<Locale, Map<string, string>>();

function indexStrings(source: unknown, translated: unknown, index: Map<string, string>): void {
  if (typeof source === "string") {
    if (typeof translated === "string" && !index.has(source)) index.set(source, translated);
    return;
  }
  if (typeof source !== "object" || source === null) return;
  if (typeof translated !== "object" || translated === null) return;
  for (const [key, value] of Object.entries(source)) {
    indexStrings(value, (translated as Record<string, unknown>)[key], index);
  }
}

/**
 * An English sentence of the catalogue in `locale`: a fixed one (say one a schema
 * captured when it was built), or one a catalogue function wrote moments ago, written
 * again by that function of `locale`'s catalogue (its text arguments translated too).
 * Any other text is returned as it is.
 */
export function localizeMessage(text: string, locale: Locale = resolveLocale()): string {
  if (locale === DEFAULT_LOCALE || !english) return text;
  const translated = catalogues.get(locale);
  if (!translated) return text;
  let index = reverseIndexes.get(locale);
  if (!index) {
    index = new Map();
    indexStrings(english, translated, index);
    reverseIndexes.set(locale, index);
  }
  const fixed = index.get(text);
  if (fixed !== undefined) return fixed;
  const origin = written.get(text);
  if (!origin) return text;
  const write = valueAt(translated, origin.path);
  if (typeof write !== "function") return text;
  // A sentence passed on (a refusal's reason inside "Photo 2: …") is translated too; a
  // code or a name (one word: a status, a title someone typed) is passed as it is.
  const args = origin.args.map((arg) =>
    typeof arg === "string" && arg.includes(" ") ? localizeMessage(arg, locale) : arg,
  );
  const sentence = (write as (...args: unknown[]) => unknown)(...args);
  return typeof sentence === "string" ? sentence : text;
}
