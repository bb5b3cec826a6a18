import { z } from "zod";
import { SIGNUP_ROLES } from "../constants";
import { messages } from "../messages";
import {
  newPassword,
  optionalText,
  requiredEmail,
  requiredPassword,
  requiredText,
  validEmail,
} from "./fields";

const { validation } = messages;

/*
 * A mismatch is reported as soon as both passwords are given, even while other fields
 * are still invalid, so the form shows it beside the confirmation field at once.
 */
function whenBothPasswordsGiven(confirmation: z.ZodString) {
  const passwords = z.object({ password: z.string(), confirmPassword: confirmation });
  return (payload: { value: unknown }) => passwords.safeParse(payload.value).success;
}

export const signInSchema = z.object({
  email: requiredEmail,
  password: requiredPassword,
});
export type SignInInput = z.infer<typeof signInSchema>;

const signUpFields = {
  firstName: requiredText(validation.firstNameRequired),
  lastName: requiredText(validation.lastNameRequired),
  email: validEmail,
  phone: optionalText,
  role: z.enum(SIGNUP_ROLES, { error: validation.roleRequired }),
  password: newPassword,
};

/** What POST /api/auth/signup receives: the form without its confirmation field. */
export const signUpPayloadSchema = z.object(signUpFields);
export type SignUpPayload = z.infer<typeof signUpPayloadSchema>;

export const signUpFormSchema = z
  .object({
    ...signUpFields,
    confirmPassword: requiredText(validation.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: validation.passwordsDontMatch,
    // A blank confirmation is reported as missing, not also as a mismatch.
    when: whenBothPasswordsGiven(z.string().min(1)),
  });
export type SignUpFormValues = z.infer<typeof signUpFormSchema>;

export const forgotPasswordSchema = z.object({
  email: validEmail,
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string({ error: validation.passwordsDoNotMatch }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: validation.passwordsDoNotMatch,
    when: whenBothPasswordsGiven(z.string()),
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export const resetPasswordPayloadSchema = z.object({
  token: requiredText(validation.missingResetToken),
  password: newPassword,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;

export const verifyEmailSchema = z.object({
  token: requiredText(validation.missingVerificationToken),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: validation.currentPasswordRequired })
    .min(1, validation.currentPasswordRequired),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Deleting an account asks for the password again. */
export const deleteAccountSchema = z.object({
  password: requiredPassword,
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
