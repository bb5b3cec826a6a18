import { changePasswordSchema, resetPasswordFormSchema } from "@uplink/domain";
import { t } from "../../../i18n/i18n";

/**
 * Change password asks for the new password twice: domain's payload schema
 * plus a confirmation that must match, worded like the reset form's.
 */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: resetPasswordFormSchema.shape.confirmPassword })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    // A function, so the message is looked up when shown, once the screens' strings have loaded.
    error: () => t("account.changePassword.passwordsDoNotMatch"),
    // Shown as soon as both are typed, even while the current password is still empty.
    when: ({ value }) => {
      const form = value as { newPassword?: unknown; confirmPassword?: unknown };
      return typeof form.newPassword === "string" && typeof form.confirmPassword === "string";
    },
  });
