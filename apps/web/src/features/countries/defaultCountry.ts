import { isCountryCode, type CountryCode } from "@uplink/domain";

/**
 * The country a form starts with: the one the person gave before, else the region of
 * the first of their browser's languages that names a served one ("de-AT" → AT), else
 * none ("", the person chooses).
 */
export function defaultCountry(
  saved: CountryCode | null | undefined,
  languages: readonly string[] = navigator.languages,
): CountryCode | "" {
  if (saved) return saved;
  for (const language of languages) {
    const region = language.split("-")[1]?.toUpperCase() ?? "";
    if (isCountryCode(region)) return region;
  }
  return "";
}
