import { z } from "zod";
import { ADMIN_MESSAGE_MAX_LENGTH, EMAIL_MAX_LENGTH } from "../constants";
import { messages } from "../messages";
import { id, requiredPassword, requiredText } from "./fields";

const { validation } = messages;

export const adminLoginSchema = z.object({
  // An administrator's username may be an email address.
  username: requiredText(validation.usernameRequired).max(
    EMAIL_MAX_LENGTH,
    validation.usernameTooLong,
  ),
  password: requiredPassword,
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export const messageUserSchema = z.object({
  userId: id,
  message: requiredText(validation.messageRequired).max(
    ADMIN_MESSAGE_MAX_LENGTH,
    validation.adminMessageTooLong,
  ),
});
export type MessageUserInput = z.infer<typeof messageUserSchema>;

/** The installer of /api/admin/approve-installer/{id} and reject-installer/{id}. */
export const userIdInput = z.object({ id });
export type UserIdInput = z.infer<typeof userIdInput>;

/** The alert of /api/admin/alerts/{id}/resolve. */
export const alertIdInput = z.object({ id });
export type AlertIdInput = z.infer<typeof alertIdInput>;
