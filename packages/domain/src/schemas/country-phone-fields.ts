import { z } from "zod";
import { PHONE_MAX_LENGTH } from "../constants";
import {
  internationalPhoneNumberToE164,
  isInInternationalForm,
  phoneNumberToE164,
  type CountryCode,
} from "../countries";
import { countrySaid, currentLocale, translate, type Message } from "../i18n/catalogue";
import { said } from "../messages";
import { issueSaying, validation } from "./field-message";
import { countryCode } from "./country-fields";
import { optionalPhone, text } from "./fields";

/* The phone numbers of the country-aware fields: read for their country, stored in E.164. */

/** "Enter a valid phone number for France". */
export function phoneFormatMessage(country: CountryCode): string {
  return translate(phoneFormatSaid(country), currentLocale());
}

/** phoneFormatMessage by key, for the server to say in its reader's language. */
export function phoneFormatSaid(country: CountryCode): Message {
  return said.validation.phoneInvalidForCountry(countrySaid(country));
}

/** As postalCodeFitsCountry, for a phone number, which may be blank (no phone number). */
export function phoneFitsCountry<T>(
  fields: (value: T) => {
    country?: CountryCode | "" | undefined;
    phone?: string | null | undefined;
  },
  path: PropertyKey[],
  when?: (payload: { value: unknown }) => boolean,
) {
  return z.superRefine<T>((value, ctx) => {
    const { country, phone } = fields(value);
    if (!country || !phone) return;
    if (phoneNumberToE164(country, phone) !== null) return;
    ctx.addIssue({
      code: "custom",
      path,
      message: phoneFormatMessage(country),
      params: { said: phoneFormatSaid(country) },
      input: phone,
    });
  }, when && { when });
}

/**
 * An optional phone number (blank or null is no answer). Written in international form
 * ("+48 601 284 937", "0033 6 12 34 56 78") it names its own country, even when no
 * country field is sent: it must be a valid number, and is given back in E.164. A
 * national number is kept as typed, for a country named beside it to read
 * (phoneFitsCountry).
 */
export const optionalPhoneNumber = optionalPhone.transform((phone, ctx) => {
  if (phone === undefined || !isInInternationalForm(phone)) return phone;
  const e164 = internationalPhoneNumberToE164(phone);
  if (e164 !== null) return e164;
  ctx.issues.push({ code: "custom", ...issueSaying(said.validation.phoneInvalid), input: phone });
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
    phone: text("single-line", validation.phoneInvalid)
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
      message: phoneFormatMessage(country),
      params: { said: phoneFormatSaid(country) },
      input: phone,
    });
    return z.NEVER;
  });
