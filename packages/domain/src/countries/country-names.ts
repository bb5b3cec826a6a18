import { currentLocale, type Locale } from "../i18n";
import { COUNTRY_CODES, type CountryCode } from "./countries";
import { regionName } from "./region-names";

/**
 * A served country's name in `locale` (by default the active language), as Intl names
 * it ("Deutschland" in German); the English name where Intl cannot name it.
 */
export function countryName(code: CountryCode, locale: Locale = currentLocale()): string {
  return regionName(code, locale);
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
