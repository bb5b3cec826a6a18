import { DEFAULT_LOCALE, isLocale, negotiateLocale, type Locale } from "@uplink/domain";
import { activeLocale, setActiveLocale, subscribeToLocale } from "./i18n";

/*
 * Which language the app speaks, and having its strings loaded before it does. English
 * ships with the app (en.shell.json in the first chunk, en.json with the screens);
 * another language loads when it is chosen (localeLoading.ts), which an English visit
 * never loads.
 */

const loading = () => import("./localeLoading");

/** Where a choice made in this browser is kept (signed in or not); the account keeps its own. */
export const LOCALE_STORAGE_KEY = "uplink.locale";

/** The query parameter naming a page's language in its address (`/pricing?lang=de`). */
export const LOCALE_PARAMETER = "lang";

function storedLocale(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Without storage the choice lasts as long as the page.
  }
}

/**
 * The language a page's address names (`?lang=de`, the address of each language's
 * version of a public page, which search engines list), or null.
 */
export function addressLocale(search: string): Locale | null {
  const named = new URLSearchParams(search).get(LOCALE_PARAMETER);
  return isLocale(named) ? named : null;
}

export interface LocaleState {
  /** The language shown; its strings have loaded. */
  locale: Locale;
  /** The language chosen last: the one shown, or one whose strings are on their way. */
  requested: Locale;
  /** The first language is still loading: nothing is rendered yet. */
  starting: boolean;
}

let state: LocaleState = { locale: DEFAULT_LOCALE, requested: DEFAULT_LOCALE, starting: false };
let started = false;
/** A screen has asked for its strings: every language switched to loads them too. */
let screensWanted = false;
const listeners = new Set<() => void>();
const choiceListeners = new Set<(locale: Locale) => void>();

function update(change: Partial<LocaleState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

subscribeToLocale(() => {
  update({ locale: activeLocale() });
});

export function getLocaleState(): LocaleState {
  return state;
}

export function subscribeToLocaleState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` with each language a person chooses (to save it on their account). */
export function subscribeToLocaleChoices(listener: (locale: Locale) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/**
 * Where a language comes from: a person's `choice` (kept in this browser, and saved on
 * the account while signed in), the `account`'s saved choice (kept in this browser, so
 * the next visit starts in it), or the `browser`'s languages.
 */
export type LocaleOrigin = "choice" | "account" | "browser";

/**
 * Loads `locale`'s strings (the screens' too once a screen has been shown), then makes
 * it the active language at once: every translated component renders again and
 * `<html lang>` follows. A later choice made while this one loads wins.
 */
export async function changeLocale(locale: Locale, origin: LocaleOrigin): Promise<void> {
  if (origin !== "browser") storeLocale(locale);
  if (origin === "choice") for (const listener of choiceListeners) listener(locale);
  update({ requested: locale });
  try {
    if (locale !== "en") await (await loading()).loadLocale(locale, () => screensWanted);
  } catch (error) {
    if (state.requested === locale) update({ requested: state.locale, starting: false });
    throw error;
  }
  if (state.requested !== locale) return;
  setActiveLocale(locale);
  document.documentElement.lang = locale;
  update({ starting: false });
}

/**
 * Picks the first language, once: the choice kept in this browser, else the language
 * the address names (`?lang=de`), else the best of the browser's languages in its
 * order, else English (a signed-in person's saved
 * choice replaces it when `me` answers, see SessionProvider). English renders at once;
 * another language renders when its strings have loaded, English if they cannot.
 */
export function startLocale(): void {
  if (started) return;
  started = true;
  const initial =
    storedLocale() ??
    addressLocale(window.location.search) ??
    negotiateLocale(navigator.languages.join(","));
  document.documentElement.lang = DEFAULT_LOCALE;
  if (initial === DEFAULT_LOCALE) return;
  update({ starting: true });
  changeLocale(initial, "browser").catch((error: unknown) => {
    console.warn(`The ${initial} strings could not load; showing English`, error);
  });
}

/** Starts the first language (see startLocale) and resolves once it is shown, or English is. */
export function whenLocaleStarted(): Promise<void> {
  startLocale();
  return new Promise((resolve) => {
    const check = () => {
      if (state.starting) return;
      listeners.delete(check);
      resolve();
    };
    listeners.add(check);
    check();
  });
}

/**
 * Shows `locale`, whose strings are in the catalogue already, without a document to
 * mark (the public pages rendered at build, src/prerender).
 */
export function showLocaleWithoutDocument(locale: Locale): void {
  started = true;
  setActiveLocale(locale);
  update({ locale, requested: locale, starting: false });
}

/** The screens' strings in the language shown, and in the one being switched to. */
export async function loadScreenMessages(): Promise<void> {
  screensWanted = true;
  const { locale, requested } = state;
  if (locale === "en" && requested === "en") return;
  const { loadScreens } = await loading();
  await Promise.all([
    locale === "en" ? undefined : loadScreens(locale),
    // Its own switch reports a failure; the screen can render in the language shown.
    requested === "en" ? undefined : loadScreens(requested).catch(() => undefined),
  ]);
}

/**
 * Back to English and not started, for the next test. Whether screens' strings are
 * wanted stays: the screens' code, once loaded, stays loaded for the next test too.
 */
export function resetLocaleForTests(): void {
  started = false;
  setActiveLocale(DEFAULT_LOCALE);
  document.documentElement.lang = DEFAULT_LOCALE;
  update({ locale: DEFAULT_LOCALE, requested: DEFAULT_LOCALE, starting: false });
}
