import { registerCatalogue, type Locale } from "@uplink/domain";
import { addMessages } from "./i18n";

/*
 * Loading a language other than English (this module loads only then, outside the
 * landing page's bundle). Each language is three chunks of its own: its landing
 * strings (locales/<l>.shell.json), its screens' strings (locales/<l>.json) and the
 * domain's messages (@uplink/domain/locales/<l>: validation, toasts, server texts).
 * The screens' two are loaded only once a screen needs them.
 */

type Catalogue = Record<string, unknown>;
type OtherLocale = Exclude<Locale, "en">;

const shellFiles = import.meta.glob<Catalogue>("./locales/*.shell.json", { import: "default" });
const screenFiles = import.meta.glob<Catalogue>(["./locales/*.json", "!./locales/*.shell.json"], {
  import: "default",
});

const domainCatalogues: Record<OtherLocale, () => Promise<object>> = {
  de: async () => (await import("@uplink/domain/locales/de")).de,
  fr: async () => (await import("@uplink/domain/locales/fr")).fr,
  es: async () => (await import("@uplink/domain/locales/es")).es,
  it: async () => (await import("@uplink/domain/locales/it")).it,
  pl: async () => (await import("@uplink/domain/locales/pl")).pl,
};

function fileOf(files: Record<string, () => Promise<Catalogue>>, path: string) {
  const load = files[path];
  if (!load) throw new Error(`No strings at ${path}`);
  return load();
}

/** Loads once; a failed load (offline) is tried again on the next request. */
function once(load: () => Promise<void>): () => Promise<void> {
  let loading: Promise<void> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

interface LocaleParts {
  shell: () => Promise<void>;
  screens: () => Promise<void>;
  screensLoaded: boolean;
}

const parts = new Map<OtherLocale, LocaleParts>();

function partsOf(locale: OtherLocale): LocaleParts {
  const found = parts.get(locale);
  if (found) return found;
  const own: LocaleParts = {
    shell: once(async () => {
      addMessages(await fileOf(shellFiles, `./locales/${locale}.shell.json`), locale);
    }),
    screens: once(async () => {
      const [strings, domain] = await Promise.all([
        fileOf(screenFiles, `./locales/${locale}.json`),
        domainCatalogues[locale](),
      ]);
      addMessages(strings, locale);
      registerCatalogue(locale, domain);
      own.screensLoaded = true;
    }),
    screensLoaded: false,
  };
  parts.set(locale, own);
  return own;
}

/** A language's landing strings, and its screens' strings whenever `screensWanted()` says so. */
export async function loadLocale(locale: OtherLocale, screensWanted: () => boolean) {
  const own = partsOf(locale);
  await own.shell();
  // Asked again after each load: a screen may have asked for its strings meanwhile.
  while (screensWanted() && !own.screensLoaded) await own.screens();
}

/** A language's screens' strings (its landing strings load first, or with them). */
export async function loadScreens(locale: OtherLocale): Promise<void> {
  await Promise.all([partsOf(locale).shell(), partsOf(locale).screens()]);
}
