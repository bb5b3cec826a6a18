import {
  isCountryCode,
  normalizePostalCode,
  phoneFormatSaid,
  phoneNumberToE164,
  postalCodeFormatSaid,
  type CountryCode,
} from "@uplink/domain";
import { BadRequest } from "../errors";

/*
 * The country-aware values a service stores: a postal code written the country's way, a
 * phone number in E.164. The input schemas have checked a country against the values
 * given with it; a service also meets a country or a value alone, checked here against
 * what is stored, with the same messages.
 */

/** A stored country column as the API shows it (the database holds served codes only). */
export function countryOf(stored: string | null): CountryCode | null {
  return stored !== null && isCountryCode(stored) ? stored : null;
}

/** The postal code as `country` writes it ("1012ab" → "1012 AB"), or a 400 naming its format. */
export function postalCodeOf(country: CountryCode, postalCode: string): string {
  const normalized = normalizePostalCode(country, postalCode);
  if (normalized === null) throw new BadRequest(postalCodeFormatSaid(country));
  return normalized;
}

/** The phone number in E.164 ("0151 23456789" in DE → "+4915123456789"), or a 400. */
export function phoneNumberOf(country: CountryCode, phone: string): string {
  const e164 = phoneNumberToE164(country, phone);
  if (e164 === null) throw new BadRequest(phoneFormatSaid(country));
  return e164;
}
