import { z } from "zod";
import { ADMIN_MESSAGE_MAX_LENGTH, EMAIL_MAX_LENGTH } from "../constants";
import { Role, VERIFICATION_STATUSES, VerificationStatus } from "../enums";
import { validation } from "./field-message";
import { activitySchema, adminLeadSchema, alertSchema, userSchema } from "./entities";
import { id, requiredPassword, requiredText } from "./fields";

/* Inputs of the admin paths (SPEC §7 Admin) and of GET /api/notices. */

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
  message: requiredText(validation.messageRequired, "multi-line").max(
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

/** Rows per page of an admin list or of the notices when the query names no limit. */
export const ADMIN_PAGE_SIZE = 50;
/** Rows per page of recent activities when the query names no limit. */
export const RECENT_ACTIVITY_PAGE_SIZE = 20;
export const ADMIN_PAGE_MAX = 100;

/**
 * A page of a list, newest first: `limit` rows after the row named by `cursor` (the id
 * of the last row of the previous page). The first page has no cursor; a page shorter
 * than `limit` is the last.
 */
export const adminPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).optional(),
  cursor: id.optional(),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;

/** GET /api/admin/users: customers and installers, or only one of the two. */
export const adminUserListQuery = adminPageQuery.extend({
  role: z.enum([Role.CUSTOMER, Role.INSTALLER]).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

/** GET /api/admin/alerts: all, or only the open (`resolved=false`) or resolved ones. */
export const adminAlertListQuery = adminPageQuery.extend({
  resolved: z.enum(["true", "false"]).optional(),
});
export type AdminAlertListQuery = z.infer<typeof adminAlertListQuery>;

/** POST /api/notices/{id}/read: one of the caller's own notices. */
export const noticeIdInput = z.object({ id });
export type NoticeIdInput = z.infer<typeof noticeIdInput>;

/** GET /api/notices: the caller's own notices. */
export const noticeListQuery = adminPageQuery;
export type NoticeListQuery = z.infer<typeof noticeListQuery>;

/* Answers of the admin paths. */

export const adminUserStatusSchema = z.enum(VERIFICATION_STATUSES);
export type AdminUserStatus = z.infer<typeof adminUserStatusSchema>;

/**
 * The status badge of a user in the admin views (SPEC §4): a customer is APPROVED once
 * their email is verified, else NEW; an installer shows their verification status,
 * NEW when unknown.
 */
export function adminUserStatus(
  user: Pick<z.infer<typeof userSchema>, "role" | "emailVerified" | "verificationStatus">,
): AdminUserStatus {
  if (user.role === Role.INSTALLER) return user.verificationStatus ?? VerificationStatus.NEW;
  return user.emailVerified ? VerificationStatus.APPROVED : VerificationStatus.NEW;
}

/** A user as administrators see it: nothing masked, with its status badge. */
export const adminUserSchema = userSchema.extend({ status: adminUserStatusSchema });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users, newest first. */
export const adminUserListSchema = z.array(adminUserSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** GET /api/admin/pending-installers: installers NEW or ACCEPTED, oldest application first. */
/**
 * What the payment provider last said of an installer's connected account
 * (account.updated): whether their identity is verified, what it still requires, and
 * why it is disabled. Null before they start the payout onboarding.
 */
export const payoutVerificationSchema = z.object({
  identityVerified: z.boolean(),
  requirementsDue: z.array(z.string()),
  disabledReason: z.string().nullable(),
});
export type PayoutVerification = z.infer<typeof payoutVerificationSchema>;

/** An installer awaiting review, with their payout account's verification (issue 24). */
export const pendingInstallerSchema = adminUserSchema.extend({
  payoutVerification: payoutVerificationSchema.nullable(),
});
export type PendingInstaller = z.infer<typeof pendingInstallerSchema>;

export const pendingInstallerListSchema = z.array(pendingInstallerSchema);
export type PendingInstallerList = z.infer<typeof pendingInstallerListSchema>;

/** GET /api/admin/alerts, newest first. */
export const adminAlertListSchema = z.array(alertSchema);
export type AdminAlertList = z.infer<typeof adminAlertListSchema>;

/** GET /api/admin/recent-activities, newest first. */
export const adminActivityListSchema = z.array(activitySchema);
export type AdminActivityList = z.infer<typeof adminActivityListSchema>;

/** GET /api/admin/leads, newest first, each with its customer's name. */
export const adminLeadListSchema = z.array(adminLeadSchema);
export type AdminLeadList = z.infer<typeof adminLeadListSchema>;

/* Admin notices: messages an administrator sent a user (POST /api/admin/message-user). */

export const noticeSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Null until the user has read it. */
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** GET /api/notices: the caller's notices, newest first. */
export const noticeListSchema = z.array(noticeSchema);
export type NoticeList = z.infer<typeof noticeListSchema>;
