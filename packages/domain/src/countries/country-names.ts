import { currentLocale, type Locale } from "../i18n";
import { COUNTRY_CODES, COUNTRY_NAMES, type CountryCode } from "./countries";

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
 * A served country's name in `locale` (by default the active language), as Intl names
 * it ("Deutschland" in German); the English name where Intl cannot name it.
 */
export function countryName(code: CountryCode, locale: Locale = currentLocale()): string {
  return displayNamesOf(locale)?.of(code) ?? COUNTRY_NAMES[code];
}

/** The served countries in `locale`'s alphabetical order of their names, for a select. */
export function countryOptions(
  locale: Locale = currentLocale(),
): { value: CountryCode; label: string }[] {
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
}
