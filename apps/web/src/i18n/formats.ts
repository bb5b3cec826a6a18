import { activeLocale } from "./i18n";

/**
 * The locale dates, times, numbers and amounts are formatted for: the active language,
 * in the browser's own variant of it where the browser lists one (en-GB, de-AT), else
 * the language itself ("de": 1.234,50 €; "fr": 1 234,50 €). English with an English
 * browser reads as it always has.
 */
export function formatLocale(): string {
  const language = activeLocale();
  for (const tag of navigator.languages) {
    if (tag.toLowerCase().split("-")[0] !== language) continue;
    try {
      return Intl.getCanonicalLocales(tag)[0] ?? language;
    } catch {
      // Not a well-formed tag: the language alone will do.
    }
  }
  return language;
}
