/** The languages Uplink speaks; English is the default and the SPEC's wording. */
export const LOCALES = ["en", "de", "fr", "es", "it", "pl"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in itself, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  pl: "Polski",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** At most this much of an Accept-Language header is read (a hostile header costs nothing). */
const ACCEPT_LANGUAGE_MAX_LENGTH = 512;

/**
 * The best of our languages for an `Accept-Language` header ("de-CH,de;q=0.9,en;q=0.8"),
 * else English. Only the primary subtag counts; q=0 refuses a language.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  return spokenLocale(header) ?? DEFAULT_LOCALE;
}

/**
 * The best of our languages that an `Accept-Language` header names, or null when it names
 * none of them: a missing header, "*" (what Node's fetch and many HTTP clients send) or
 * only languages we do not speak.
 */
export function spokenLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  let best: Locale | null = null;
  let bestQuality = 0;
  for (const part of header.slice(0, ACCEPT_LANGUAGE_MAX_LENGTH).split(",")) {
    const [range = "", ...params] = part.trim().split(";");
    const primary = range.trim().toLowerCase().split("-")[0];
    let quality = 1;
    for (const param of params) {
      const [name, value] = param.trim().split("=");
      if (name?.trim() === "q") quality = Number(value);
    }
    if (!Number.isFinite(quality) || quality <= bestQuality) continue;
    if (isLocale(primary)) {
      best = primary;
      bestQuality = quality;
    }
  }
  return best;
}
