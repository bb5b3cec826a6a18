import { z } from "zod";
import { POSTAL_CODE_MAX_LENGTH, PHONE_MAX_LENGTH } from "../constants";
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  normalizePostalCode,
  phoneNumberToE164,
  POSTAL_CODE_FORMATS,
} from "../countries";
import { messages } from "../messages";

/*
 * Country-aware fields for the forms and payloads that will ask for a country. They stand
 * beside today's schemas (addressSchema, optionalPhone), which keep accepting what they
 * accept, so requests and profiles stored without a country keep working.
 */

const { validation } = messages;

/** One of the served countries' ISO codes, in any case: "de" is DE. */
export const countryCode = z
  .string({ error: validation.countryRequired })
  .trim()
  .toUpperCase()
  .pipe(z.enum(COUNTRY_CODES, { error: validation.countryRequired }));

/**
 * { country, postalCode } with the postal code checked against the country's format
 * and written the country's way ("sw1a1aa" → "SW1A 1AA"). A code that does not fit is
 * refused on postalCode with a message showing the country's format.
 */
export const countryPostalCodeSchema = z
  .object({
    country: countryCode,
    postalCode: z
      .string({ error: validation.postalCodeRequired })
      .trim()
      .min(1, validation.postalCodeRequired)
      .max(POSTAL_CODE_MAX_LENGTH, validation.postalCodeTooLong),
  })
  .transform(({ country, postalCode }, ctx) => {
    const normalized = normalizePostalCode(country, postalCode);
    if (normalized !== null) return { country, postalCode: normalized };
    ctx.issues.push({
      code: "custom",
      path: ["postalCode"],
      message: validation.postalCodeFormat(
        COUNTRY_NAMES[country],
        POSTAL_CODE_FORMATS[country].example,
      ),
      input: postalCode,
    });
    return z.NEVER;
  });

/**
 * { country, phone } with the phone number read for the country and given back in
 * E.164 ("0151 23456789" in DE → "+4915123456789"). Like today's optionalPhone, a
 * blank or null phone is no answer; anything else must be a valid number.
 */
export const countryPhoneSchema = z
  .object({
    country: countryCode,
    phone: z
      .string({ error: validation.phoneInvalid })
      .trim()
      .max(PHONE_MAX_LENGTH, validation.phoneTooLong)
      .nullish(),
  })
  .transform(({ country, phone }, ctx) => {
    if (phone === undefined || phone === null || phone === "") return { country };
    const e164 = phoneNumberToE164(country, phone);
    if (e164 !== null) return { country, phone: e164 };
    ctx.issues.push({
      code: "custom",
      path: ["phone"],
      message: validation.phoneInvalidForCountry(COUNTRY_NAMES[country]),
      input: phone,
    });
    return z.NEVER;
  });
