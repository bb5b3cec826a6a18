// The "max" metadata: "min" knows little more than each country's number lengths and
// accepts numbers no operator has issued ("0123 4567890" in Germany, which has no area
// code 0123, or "01 234" in Austria); "max" checks a number against the country's ranges
// of fixed, mobile and other lines. "mobile" would refuse every landline.
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { CountryCode } from "./countries";

// Longer than any phone number written with spaces, brackets and an extension word.
const MAX_INPUT_LENGTH = 32;

/**
 * A phone number in E.164 ("+4915123456789"), read as a national number of the given
 * country unless it starts with + or 00; null unless it is a valid number. A number of
 * another country given in international form is valid too: people keep their mobile
 * when they move.
 */
export function phoneNumberToE164(country: CountryCode, input: string): string | null {
  if (input.length > MAX_INPUT_LENGTH) return null;
  const parsed = parsePhoneNumberFromString(input, country);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A phone number written in international form ("+44 7400 123456", "0044 7400 123456")
 * in E.164, whatever its country; null for a national number or an invalid one.
 */
export function internationalPhoneNumberToE164(input: string): string | null {
  if (input.length > MAX_INPUT_LENGTH || !isInInternationalForm(input)) return null;
  const international = input.trim().replace(/^00/, "+");
  const parsed = parsePhoneNumberFromString(international);
  return parsed?.isValid() ? parsed.number : null;
}

/** Whether a phone number is written in international form: "+48 …" or "0048 …". */
export function isInInternationalForm(input: string): boolean {
  return /^\s*(\+|00)/.test(input);
}
