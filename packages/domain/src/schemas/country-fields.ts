import { z } from "zod";
import { POSTAL_CODE_MAX_LENGTH } from "../constants";
import {
  COUNTRY_CODES,
  normalizePostalCode,
  POSTAL_CODE_FORMATS,
  type CountryCode,
} from "../countries";
import { countrySaid, currentLocale, translate, type Message } from "../i18n/catalogue";
import { said } from "../messages";
import { validation } from "./field-message";
import { requiredText } from "./fields";

/*
 * Country-aware fields and checks for the forms and payloads that name a country (the
 * phone numbers' are in country-phone-fields.ts, which brings the numbering plans with
 * it, so that a form without a phone number does not load them). Where no country is
 * named, today's schemas (addressSchema, optionalPhone) keep accepting what they accept,
 * so requests and profiles stored without a country keep working.
 */

/*
 * Read when a check fails, not when the schema is built: the catalogue answers in the
 * active language, and the country is named in it ("Deutschland", "Allemagne").
 */

/** "Enter a postal code like 80331 for Germany": the country's format, by example. */
export function postalCodeFormatMessage(country: CountryCode): string {
  return translate(postalCodeFormatSaid(country), currentLocale());
}

/** postalCodeFormatMessage by key, for the server to say in its reader's language. */
export function postalCodeFormatSaid(country: CountryCode): Message {
  return said.validation.postalCodeFormat(
    countrySaid(country),
    POSTAL_CODE_FORMATS[country].example,
  );
}

/** One of the served countries' ISO codes, in any case: "de" is DE. */
export const countryCode = z
  .string(validation.countryRequired)
  .trim()
  .toUpperCase()
  .pipe(z.enum(COUNTRY_CODES, validation.countryRequired))
  .describe("ISO 3166-1 alpha-2 code of a served country (EU, EEA, GB, CH), e.g. DE");

/** A country that may be left out; blank or null counts as no answer. */
export const optionalCountry = z
  .union([countryCode, z.literal(""), z.null()], validation.countryRequired)
  .optional()
  .transform((value) => value || undefined);

/** A form's country select, which is blank until a country is chosen. */
export const countryChoice = z.union([countryCode, z.literal("")], validation.countryRequired);

/**
 * A check that a postal code fits its country's format, reported at `path` with the
 * message naming the format. `fields` reads them from the parsed value; nothing is
 * checked while either is missing. By default it runs once the rest of the value is
 * valid; a form passes `when` to show it beside the other fields' messages.
 */
export function postalCodeFitsCountry<T>(
  fields: (value: T) => {
    country?: CountryCode | "" | undefined;
    postalCode?: string | undefined;
  },
  path: PropertyKey[],
  when?: (payload: { value: unknown }) => boolean,
) {
  return z.superRefine<T>((value, ctx) => {
    const { country, postalCode } = fields(value);
    if (!country || postalCode === undefined) return;
    if (normalizePostalCode(country, postalCode) !== null) return;
    ctx.addIssue({
      code: "custom",
      path,
      message: postalCodeFormatMessage(country),
      params: { said: postalCodeFormatSaid(country) },
      input: postalCode,
    });
  }, when && { when });
}

/** `when` for a form: the check runs as soon as the fields it reads are valid. */
export function whenValid(fields: z.ZodRawShape) {
  const schema = z.object(fields);
  return (payload: { value: unknown }) => schema.safeParse(payload.value).success;
}

/**
 * { country, postalCode } with the postal code checked against the country's format
 * and written the country's way ("sw1a1aa" → "SW1A 1AA"). A code that does not fit is
 * refused on postalCode with a message showing the country's format.
 */
export const countryPostalCodeSchema = z
  .object({
    country: countryCode,
    postalCode: requiredText(validation.postalCodeRequired).max(
      POSTAL_CODE_MAX_LENGTH,
      validation.postalCodeTooLong,
    ),
  })
  .transform(({ country, postalCode }, ctx) => {
    const normalized = normalizePostalCode(country, postalCode);
    if (normalized !== null) return { country, postalCode: normalized };
    ctx.issues.push({
      code: "custom",
      path: ["postalCode"],
      message: postalCodeFormatMessage(country),
      params: { said: postalCodeFormatSaid(country) },
      input: postalCode,
    });
    return z.NEVER;
  });
