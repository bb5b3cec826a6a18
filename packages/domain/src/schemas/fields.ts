import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  LINK_TOKEN_MAX_LENGTH,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_REQUEST,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
} from "../constants";
import { said } from "../messages";
import { fieldMessage, validation, type FieldMessage } from "./field-message";

/* Field schemas shared by the form and payload schemas, each carrying its catalogue message. */

/*
 * Every text field is built on `text`, so that every text input refuses control
 * characters by construction: PostgreSQL refuses NUL in text (which would otherwise be a
 * 500), and the others are invisible in a name, an address or a token. Multi-line text
 * (a description, a chat message, a bio) keeps tab, line feed and carriage return.
 */
export type TextLines = "single-line" | "multi-line";

/* eslint-disable no-control-regex -- control characters are what these find */
const CONTROL_CHARACTERS: Record<TextLines, RegExp> = {
  "single-line": /[\u0000-\u001f]/,
  "multi-line": /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/,
};
/* eslint-enable no-control-regex */

/** Whether `value` holds a control character that text of its kind may not. */
export function hasControlCharacters(value: string, lines: TextLines = "single-line"): boolean {
  return CONTROL_CHARACTERS[lines].test(value);
}

/** Trimmed text without the control characters its kind refuses; `error` when no string. */
export function text(lines: TextLines = "single-line", error?: FieldMessage) {
  return z
    .string(error)
    .trim()
    .refine((value) => !hasControlCharacters(value, lines), validation.controlCharacters);
}

export function requiredText(message: FieldMessage, lines: TextLines = "single-line") {
  return text(lines, message).min(1, message);
}

export function textOfAtLeast(
  length: number,
  message: FieldMessage,
  lines: TextLines = "single-line",
) {
  return text(lines, message).min(length, message);
}

const blankAsAbsent = (value: string | null | undefined) =>
  value === "" || value === null ? undefined : value;

/** Optional free text of at most `max` characters; a blank answer counts as no answer. */
export function optionalTextOfAtMost(
  max: number,
  tooLongMessage: FieldMessage,
  lines: TextLines = "single-line",
) {
  return text(lines).max(max, tooLongMessage).optional().transform(blankAsAbsent);
}

export const firstName = requiredText(validation.firstNameRequired).max(
  NAME_MAX_LENGTH,
  validation.firstNameTooLong,
);

export const lastName = requiredText(validation.lastNameRequired).max(
  NAME_MAX_LENGTH,
  validation.lastNameTooLong,
);

/** Optional; blank or null counts as no answer. */
export const optionalPhone = text("single-line", validation.phoneInvalid)
  .max(PHONE_MAX_LENGTH, validation.phoneTooLong)
  .nullish()
  .transform(blankAsAbsent);

/**
 * For updates: absent leaves the stored value alone, while null or a blank answer
 * clears it (an emptied form field is sent as "").
 */
export function clearable<T extends z.ZodType<string>>(schema: T) {
  return z
    .union([schema, z.literal(""), z.null()])
    .optional()
    .transform((value) => (value === "" ? null : value));
}

/** Sign-in asks for an email first, then a valid one. */
export const requiredEmail = requiredText(validation.emailRequired)
  .max(EMAIL_MAX_LENGTH, validation.emailTooLong)
  .pipe(z.email(validation.emailInvalid));

/** Sign-up and forgot-password only ask for a valid email. */
export const validEmail = text("single-line", validation.emailInvalid)
  .max(EMAIL_MAX_LENGTH, validation.emailTooLong)
  .pipe(z.email(validation.emailInvalid));

/**
 * Passwords are taken as typed: never trimmed. One being checked is only compared with
 * a hash, so whatever it holds is at worst a wrong password.
 */
export const requiredPassword = z
  .string(validation.passwordRequired)
  .min(1, validation.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, validation.passwordTooLong);

/** A new password is typed on a keyboard: no control characters. */
export const newPassword = z
  .string(validation.passwordMin)
  .min(PASSWORD_MIN_LENGTH, validation.passwordMin)
  .max(PASSWORD_MAX_LENGTH, validation.passwordTooLong)
  .refine((value) => !hasControlCharacters(value), validation.controlCharacters);

/** The token of a mailed link; an oversized one cannot be ours, so it is an invalid link. */
export function linkToken(missingMessage: FieldMessage) {
  return requiredText(missingMessage).max(
    LINK_TOKEN_MAX_LENGTH,
    fieldMessage(said.server.invalidOrExpiredLink),
  );
}

export const id = z.uuid(validation.idInvalid);

/** A calendar date, "YYYY-MM-DD", as a date input gives it. */
export const isoDate = z.iso.date(validation.dateInvalid);

/** A point in time; a bare date is accepted and means the start of that day. */
export const isoDateOrDateTime = z.union(
  [isoDate, z.iso.datetime({ offset: true })],
  validation.dateInvalid,
);

// Base64 grows data by 4/3; the allowance covers a "data:image/...;base64," header.
const MAX_PHOTO_TEXT_LENGTH = Math.ceil(MAX_PHOTO_BYTES / 3) * 4 + 100;
const invalidFile = fieldMessage(said.errors.invalidFile);

/** One photo as a data URL or bare base64; its content is checked by the server. */
export const photoData = z
  .string(invalidFile)
  .min(1, invalidFile)
  .max(MAX_PHOTO_TEXT_LENGTH, validation.photoTooLarge);

export const photoList = z.array(photoData).max(MAX_PHOTOS_PER_REQUEST, validation.photosTooMany);

/**
 * Photos uploaded beforehand (POST /api/photos/uploads), by the ids that answered them.
 * Whether each is the caller's, unused and unexpired is the server's to say.
 */
export const photoIdList = z
  .array(z.uuid(validation.photoUploadUnknown), validation.photoUploadUnknown)
  .max(MAX_PHOTOS_PER_REQUEST, validation.photosTooMany);

/*
 * A mismatch is reported as soon as both passwords are given, even while other fields
 * are still invalid, so the form shows it beside the confirmation field at once.
 */
export function whenBothPasswordsGiven(confirmation: z.ZodString) {
  const passwords = z.object({ password: z.string(), confirmPassword: confirmation });
  return (payload: { value: unknown }) => passwords.safeParse(payload.value).success;
}
