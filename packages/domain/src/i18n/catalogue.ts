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
      const translated = valueAt(catalogueOf(resolveLocale()), [...path, property]);
      return translated === undefined ? englishValue : translated;
    },
  });
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
 * A fixed English sentence of the catalogue (one a schema captured when it was built,
 * say) in `locale`; any other text is returned as it is.
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
  return index.get(text) ?? text;
}
