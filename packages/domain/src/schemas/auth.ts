import { z } from "zod";
import { DELETE_ACCOUNT_CODE_LENGTH, PASSWORD_MAX_LENGTH } from "../constants";
import { LOCALES } from "../i18n/locales";
import { validation } from "./field-message";
import {
  id,
  linkToken,
  newPassword,
  requiredEmail,
  requiredPassword,
  validEmail,
  whenBothPasswordsGiven,
} from "./fields";

export const signInSchema = z.object({
  email: requiredEmail,
  password: requiredPassword,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({
  email: validEmail,
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string(validation.passwordsDoNotMatch),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    ...validation.passwordsDoNotMatch,
    when: whenBothPasswordsGiven(z.string()),
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export const resetPasswordPayloadSchema = z.object({
  token: linkToken(validation.missingResetToken),
  password: newPassword,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;

export const verifyEmailSchema = z.object({
  token: linkToken(validation.missingVerificationToken),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** The mailed link that confirms linking a hosted sign-in identity to an existing account. */
export const confirmHostedLinkSchema = z.object({
  token: linkToken(validation.missingLinkAccountToken),
});
export type ConfirmHostedLinkInput = z.infer<typeof confirmHostedLinkSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string(validation.currentPasswordRequired)
    .min(1, validation.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, validation.passwordTooLong),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

const instant = z.iso.datetime({ offset: true });

/** One signed-in device of the caller, as GET /api/auth/sessions lists it. */
export const activeSessionSchema = z.object({
  id: z.uuid(),
  /** Browser and system as the User-Agent names them, e.g. "Chrome on Linux". */
  device: z.string(),
  createdAt: instant,
  /** The last request the session made (to the minute), or its start. */
  lastUsedAt: instant,
  /** The session that made this request. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSessions = z.infer<typeof activeSessionsSchema>;

/** POST /api/auth/sessions/revoke-others: how many other sessions it ended. */
export const revokedSessionsSchema = z.object({ revoked: z.number().int().nonnegative() });
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;

/** The session of POST /api/auth/sessions/{id}/revoke. */
export const sessionIdInput = z.object({ id });
export type SessionIdInput = z.infer<typeof sessionIdInput>;

/** Deleting an account asks for the password again. */
export const deleteAccountSchema = z.object({
  password: requiredPassword,
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The code mailed to an account without a password (hosted sign-in only) to confirm its deletion. */
const deleteAccountCode = z
  .string(validation.deleteAccountCodeInvalid)
  .trim()
  .regex(new RegExp(`^\\d{${DELETE_ACCOUNT_CODE_LENGTH}}$`), validation.deleteAccountCodeInvalid);

/** Deleting an account that has no password: the code mailed by POST /api/me/delete/code. */
export const deleteAccountCodeSchema = z.object({ code: deleteAccountCode });
export type DeleteAccountCodeInput = z.infer<typeof deleteAccountCodeSchema>;

/**
 * POST /api/me/delete as the server reads it: the password, or for an account without
 * one the mailed code. Which one an account needs is the server's to decide.
 */
export const deleteAccountBodySchema = z.object({
  password: requiredPassword.optional(),
  code: deleteAccountCode.optional().meta({
    description:
      "For an account without a password (hosted sign-in only): the code mailed by POST /api/me/delete/code.",
  }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/**
 * DELETE /api/me as the server reads it. REST sends DELETE input in the query string,
 * where a password must never go, so REST clients send the X-Confirm-Password header
 * instead and only tRPC clients put the password here.
 */
export const deleteAccountRequestSchema = z.object({
  password: requiredPassword.optional().meta({
    description:
      "For tRPC clients only. REST clients send the X-Confirm-Password header: a password never goes in a URL.",
  }),
  code: deleteAccountCode.optional().meta({
    description:
      "For an account without a password (hosted sign-in only): the code mailed by POST /api/me/delete/code.",
  }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** PUT /api/account/locale: the language of the site and of the caller's emails. */
export const setLocaleSchema = z.object({ locale: z.enum(LOCALES) });
export type SetLocaleInput = z.infer<typeof setLocaleSchema>;
export const localeResultSchema = z.object({ locale: z.enum(LOCALES) });
export type LocaleResult = z.infer<typeof localeResultSchema>;
