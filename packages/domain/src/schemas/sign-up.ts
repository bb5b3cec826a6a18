import { z } from "zod";
import { SIGNUP_ROLES } from "../constants";
import { internationalPhoneNumberToE164, type CountryCode } from "../countries";
import { validation } from "./field-message";
import { countryChoice, countryCode, optionalCountry, whenValid } from "./country-fields";
import { optionalPhoneNumber, phoneFitsCountry } from "./country-phone-fields";
import {
  firstName,
  lastName,
  newPassword,
  requiredText,
  validEmail,
  whenBothPasswordsGiven,
} from "./fields";

/*
 * Sign-up, apart from the other account schemas: it reads phone numbers by their
 * country, and the numbering plans it loads for that are for the sign-up screen only.
 */

const signUpFields = {
  firstName,
  lastName,
  email: validEmail,
  phone: optionalPhoneNumber,
  /**
   * The phone number's country. Optional, as the documented body has none (SPEC §7);
   * when given, the phone number must be one of its numbers (stored in E.164).
   */
  country: optionalCountry,
  role: z.enum(SIGNUP_ROLES, validation.roleRequired),
  password: newPassword,
};

/** The phone number fits its country, checked as soon as both are valid. */
const phoneFitsItsCountry = phoneFitsCountry(
  (fields: { country?: CountryCode | "" | undefined; phone?: string | undefined }) => fields,
  ["phone"],
  whenValid({ country: countryCode, phone: z.string() }),
);

/** What POST /api/auth/signup receives: the form without its confirmation field. */
export const signUpPayloadSchema = z.object(signUpFields).check(phoneFitsItsCountry);
export type SignUpPayload = z.infer<typeof signUpPayloadSchema>;

export const signUpFormSchema = z
  .object({
    ...signUpFields,
    country: countryChoice.optional(),
    confirmPassword: requiredText(validation.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    ...validation.passwordsDontMatch,
    // A blank confirmation is reported as missing, not also as a mismatch.
    when: whenBothPasswordsGiven(z.string().min(1)),
  })
  // A national number is read by its country, so the form asks for one beside it; a
  // number in international form ("+49 151 …") says its country itself.
  .refine(
    (form) =>
      !form.phone || Boolean(form.country) || internationalPhoneNumberToE164(form.phone) !== null,
    {
      path: ["country"],
      ...validation.countryRequired,
      when: whenValid({ phone: z.string().trim().min(1) }),
    },
  )
  .check(phoneFitsItsCountry);
export type SignUpFormValues = z.infer<typeof signUpFormSchema>;
