import type { CountryCode } from "@uplink/domain";

/** One country's postal codes and phone numbers as people type them, and ones it refuses. */
export interface CountryCase {
  country: CountryCode;
  /** As typed, and as stored (written the country's way). */
  postalCode: [typed: string, stored: string];
  /** Not one of the country's postal codes. */
  wrongPostalCode: string;
  /** As typed (nationally), and as stored (E.164). */
  phone: [typed: string, stored: string];
  /** Not one of the country's numbers. */
  wrongPhone: string;
  /** The refusals, as the English catalogue words them. */
  postalCodeMessage: string;
  phoneMessage: string;
}

const countryCase = (
  country: CountryCode,
  name: string,
  example: string,
  postalCode: [string, string],
  wrongPostalCode: string,
  phone: [string, string],
  wrongPhone: string,
): CountryCase => ({
  country,
  postalCode,
  wrongPostalCode,
  phone,
  wrongPhone,
  postalCodeMessage: `Enter a postal code like ${example} for ${name}`,
  phoneMessage: `Enter a valid phone number for ${name}`,
});

/** The countries most requests come from, each with codes and numbers of its own. */
export const COUNTRY_CASES: CountryCase[] = [
  countryCase(
    "DE",
    "Germany",
    "80331",
    ["80331", "80331"],
    "8033",
    ["0151 23456789", "+4915123456789"],
    "0123 4567890",
  ),
  countryCase(
    "FR",
    "France",
    "75001",
    ["75 001", "75001"],
    "7500",
    ["06 12 34 56 78", "+33612345678"],
    "06 12 34 56",
  ),
  countryCase(
    "IT",
    "Italy",
    "00184",
    ["00184", "00184"],
    "0018",
    ["312 345 6789", "+393123456789"],
    "312 345 67",
  ),
  // Spain's first two digits are the province, 01 to 52.
  countryCase(
    "ES",
    "Spain",
    "28013",
    ["28013", "28013"],
    "53001",
    ["612 34 56 78", "+34612345678"],
    "612 34 56",
  ),
  countryCase(
    "NL",
    "Netherlands",
    "1012 AB",
    ["1012ab", "1012 AB"],
    "1012",
    ["06 12345678", "+31612345678"],
    "06 123456",
  ),
  countryCase(
    "PL",
    "Poland",
    "00-950",
    ["00950", "00-950"],
    "1000-001",
    ["512 345 678", "+48512345678"],
    "512 345 6",
  ),
  countryCase(
    "PT",
    "Portugal",
    "1000-001",
    ["1000001", "1000-001"],
    "1000",
    ["912 345 678", "+351912345678"],
    "912 345 6",
  ),
  countryCase(
    "IE",
    "Ireland",
    "D02 X285",
    ["d02x285", "D02 X285"],
    "D02 X28",
    ["085 123 4567", "+353851234567"],
    "085 123 45",
  ),
  countryCase(
    "GB",
    "United Kingdom",
    "SW1A 1AA",
    ["sw1a1aa", "SW1A 1AA"],
    "SW1A 1A",
    ["07400 123456", "+447400123456"],
    "07400 1234",
  ),
  countryCase(
    "CH",
    "Switzerland",
    "8001",
    ["8001", "8001"],
    "0800",
    ["079 123 45 67", "+41791234567"],
    "079 123 45",
  ),
  countryCase(
    "AT",
    "Austria",
    "1010",
    ["1010", "1010"],
    "10100",
    ["0664 1234567", "+436641234567"],
    "0999 12345",
  ),
  countryCase(
    "BE",
    "Belgium",
    "1000",
    ["1000", "1000"],
    "0999",
    ["0470 12 34 56", "+32470123456"],
    "0470 12 34",
  ),
];
