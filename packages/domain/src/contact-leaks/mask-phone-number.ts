// The "min" metadata is enough to find a number's country calling code.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

const HIDDEN = "•••• •••";
// Fewer digits than this are not a phone number worth hinting at: hide them all.
const MIN_DIGITS_TO_HINT = 6;

/**
 * A phone number as other people see it: the country code and the last two
 * digits, the rest as a fixed `•••• •••` that also hides the number's length —
 * `+49 •••• ••• 67`. National numbers are read as German (`0151 …` → `+49`); text
 * that is no phone number at all shows neither code nor digits (`•••• ••• ••`).
 */
export function maskPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < MIN_DIGITS_TO_HINT) return `${HIDDEN} ••`;
  const parsed = parsePhoneNumberFromString(phone, "DE");
  const lastTwo = digits.slice(-2);
  return parsed ? `+${parsed.countryCallingCode} ${HIDDEN} ${lastTwo}` : `${HIDDEN} ${lastTwo}`;
}
