import type { Locale } from "../i18n/locales";
import { COUNTRY_NAMES, type CountryCode } from "./countries";

const displayNames = new Map<Locale, Intl.DisplayNames | null>();

function displayNamesOf(locale: Locale): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    // A runtime without the locale's data (a Node.js built with small-icu) names none.
    try {
      names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * A served country's name in `locale`, as Intl names it ("Deutschland" in German); the
 * English name where Intl cannot name it. Below the catalogue, which names a country said
 * by key (countrySaid) in each reader's language.
 */
export function regionName(code: CountryCode, locale: Locale): string {
  return displayNamesOf(locale)?.of(code) ?? COUNTRY_NAMES[code];
}
