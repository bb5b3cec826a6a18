import { LOCALES, type Locale } from "@uplink/domain";
import { activeLocale } from "../i18n/request-locale";

/** How each language writes a date and an amount; English as the SPEC has it ("14 March 2026 at 15:30"). */
export const DATE_LOCALE: Record<Locale, string> = {
  en: "en-GB",
  de: "de-DE",
  fr: "fr-FR",
  es: "es-ES",
  it: "it-IT",
  pl: "pl-PL",
};

const RELEASE_DATES = new Map(
  LOCALES.map((locale) => [
    locale,
    new Intl.DateTimeFormat(DATE_LOCALE[locale], {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "UTC",
    }),
  ]),
);

/**
 * The release date as mail writes it, e.g. "14 March 2026 at 15:30 UTC": a mail cannot
 * know its reader's time zone, so it names the one it uses. In the language of the
 * moment (the mail's recipient's), "14. März 2026 um 15:30 UTC" in German.
 */
export function formatReleaseDate(date: Date, locale: Locale = activeLocale()): string {
  const format = RELEASE_DATES.get(locale) ?? RELEASE_DATES.get("en");
  return `${format?.format(date) ?? date.toISOString()} UTC`;
}
