import {
  adminActivityListSchema,
  adminAlertListSchema,
  adminLeadListSchema,
  adminLoginResultSchema,
  adminLoginSchema,
  adminAlertListQuery,
  adminPageQuery,
  adminReviewListQuery,
  adminReviewListSchema,
  adminStatsSchema,
  adminUserListQuery,
  adminUserListSchema,
  adminUserSchema,
  alertIdInput,
  alertSchema,
  leadIdInput,
  leadSchema,
  messageUserSchema,
  paymentDisputeSchema,
  pendingInstallerListSchema,
  settleLeadInput,
  successSchema,
  userIdInput,
} from "@uplink/domain";
import { z } from "zod";
import { openApiFor } from "../openapi-meta";
import { adminProcedure, publicProcedure, router } from "../trpc";
import { adminLogin } from "./admin-login";
import { adminStats } from "./admin-stats";
import { deleteLeadAsAdmin } from "./delete-lead-as-admin";
import { approveInstaller, rejectInstaller } from "./installer-verification";
import { leadPaymentDisputes } from "./lead-disputes";
import { listActivities } from "./list-activities";
import { listAdminLeads } from "./list-admin-leads";
import { listAlerts } from "./list-alerts";
import { listPendingInstallers, listUsers } from "./list-users";
import { messageUser } from "./message-user";
import { resolveAlert } from "./resolve-alert";
import { settleLead } from "./settle-lead";
import { listAdminReviews } from "../reviews/admin-review-list";

const adminApi = openApiFor({ tags: ["admin"], protect: true });
const publicAdminApi = openApiFor({ tags: ["admin"], protect: false });
const paging =
  "`limit` 1..100; for the next page pass the id of the last row of this one as `cursor`.";

/** SPEC §7 Admin: everything but the login is for administrators only (401 / 403). */
export const adminRouter = router({
  login: publicProcedure
    .meta(
      publicAdminApi.post(
        "/admin/login",
        "Sign in to the admin panel",
        "401 'Invalid admin credentials.' for anything but the administrator's.",
      ),
    )
    .input(adminLoginSchema)
    .output(adminLoginResultSchema)
    .mutation(({ ctx, input }) => adminLogin(ctx, input)),

  stats: adminProcedure
    .meta(
      adminApi.get(
        "/admin/stats",
        "The figures of both admin consoles",
        "totalUsers (customers and installers), pendingInstallers (NEW or ACCEPTED), " +
          "activeLeads (neither APPROVED nor CANCELLED), totalRevenue (euros released from escrow, fees " +
          "included), totalLeads, conversionRate (APPROVED ÷ total × 100, one decimal), " +
          "activeInstallers (APPROVED), leakDetections (leak_detection alerts).",
      ),
    )
    .output(adminStatsSchema)
    .query(({ ctx }) => adminStats(ctx, ctx.user)),

  alerts: adminProcedure
    .meta(
      adminApi.get(
        "/admin/alerts",
        "Alerts, newest first",
        `All alerts, or only open ones with \`resolved=false\` (resolved ones with \`resolved=true\`). ${paging} Default 50.`,
      ),
    )
    .input(adminAlertListQuery)
    .output(adminAlertListSchema)
    .query(({ ctx, input }) => listAlerts(ctx, ctx.user, input)),

  resolveAlert: adminProcedure
    .meta(
      adminApi.post(
        "/admin/alerts/{id}/resolve",
        "Resolve an alert",
        "No body. Resolving a resolved alert changes nothing and answers it again.",
      ),
    )
    .input(alertIdInput)
    .output(alertSchema)
    .mutation(({ ctx, input }) => resolveAlert(ctx, ctx.user, input)),

  recentActivities: adminProcedure
    .meta(
      adminApi.get(
        "/admin/recent-activities",
        "Recent activity, newest first",
        `${paging} Default 20.`,
      ),
    )
    .input(adminPageQuery)
    .output(adminActivityListSchema)
    .query(({ ctx, input }) => listActivities(ctx, ctx.user, input)),

  users: adminProcedure
    .meta(
      adminApi.get(
        "/admin/users",
        "Customers and installers, newest first, with their status",
        "`role` (customer or installer) narrows the list. Nothing is masked. `status` is " +
          "the badge: customers APPROVED once their email is verified, else NEW; " +
          `installers their verification status. ${paging} Default 50.`,
      ),
    )
    .input(adminUserListQuery)
    .output(adminUserListSchema)
    .query(({ ctx, input }) => listUsers(ctx, ctx.user, input)),

  leads: adminProcedure
    .meta(
      adminApi.get(
        "/admin/leads",
        "Every lead, newest first, with its customer's name",
        `${paging} Default 50.`,
      ),
    )
    .input(adminPageQuery)
    .output(adminLeadListSchema)
    .query(({ ctx, input }) => listAdminLeads(ctx, ctx.user, input)),

  reviews: adminProcedure
    .meta(
      adminApi.get(
        "/admin/reviews",
        "Reviews, newest first, as written",
        "`filter`: `newest` (every review, the default), `hidden` (hidden by an " +
          "administrator, with the reason) or `flagged` (the contact monitor redacted its " +
          "text or reply). Texts and replies read as written, each with its lead, author " +
          `and subject. ${paging} Default 50.`,
      ),
    )
    .input(adminReviewListQuery)
    .output(adminReviewListSchema)
    .query(({ ctx, input }) => listAdminReviews(ctx, ctx.user, input)),

  pendingInstallers: adminProcedure
    .meta(
      adminApi.get(
        "/admin/pending-installers",
        "Installers awaiting review (NEW or ACCEPTED), oldest first",
        `emailVerified tells whether they may be approved yet. ${paging} Default 50.`,
      ),
    )
    .input(adminPageQuery)
    .output(pendingInstallerListSchema)
    .query(({ ctx, input }) => listPendingInstallers(ctx, ctx.user, input)),

  approveInstaller: adminProcedure
    .meta(
      adminApi.post(
        "/admin/approve-installer/{id}",
        "Approve an installer",
        "No body. 409 while the installer's email is unverified. Emails the installer.",
      ),
    )
    .input(userIdInput)
    .output(adminUserSchema)
    .mutation(({ ctx, input }) => approveInstaller(ctx, ctx.user, input)),

  rejectInstaller: adminProcedure
    .meta(
      adminApi.post(
        "/admin/reject-installer/{id}",
        "Reject an installer",
        "No body. Emails the installer and raises an alert.",
      ),
    )
    .input(userIdInput)
    .output(adminUserSchema)
    .mutation(({ ctx, input }) => rejectInstaller(ctx, ctx.user, input)),

  messageUser: adminProcedure
    .meta(
      adminApi.post(
        "/admin/message-user",
        "Send a user a message",
        "Body `{ userId, message }` (non-blank, at most 5,000 characters). Emailed to " +
          "the user and kept for them at GET /notices.",
      ),
    )
    .input(messageUserSchema)
    .output(successSchema)
    .mutation(({ ctx, input }) => messageUser(ctx, ctx.user, input)),

  deleteLead: adminProcedure
    .meta(
      adminApi.delete(
        "/admin/leads/{id}",
        "Delete a lead with its photos and conversation",
        "Any status; 409 while money is held in escrow for it.",
      ),
    )
    .input(leadIdInput)
    .output(successSchema)
    .mutation(({ ctx, input }) => deleteLeadAsAdmin(ctx, ctx.user, input)),

  leadDisputes: adminProcedure
    .meta(
      adminApi.get(
        "/admin/leads/{id}/disputes",
        "The disputes of a lead's payment, for its settlement",
        "Each bank dispute of the charge the lead's customer paid (issue 24), oldest first: " +
          "`amountEuros`, the provider's `reason` and `status`, `openedAt`, `closedAt` and " +
          "`outcome` (`won`, `lost`, `closed`; null while open). Empty when there is none; " +
          "404 for an unknown lead.",
      ),
    )
    .input(leadIdInput)
    .output(z.array(paymentDisputeSchema))
    .query(({ ctx, input }) => leadPaymentDisputes(ctx, input)),

  settleLead: adminProcedure
    .meta(
      adminApi.post(
        "/admin/leads/{id}/settle",
        "Settle a disputed or stuck lead whose money is held",
        "Body `{ outcome, installerEuros?, note }`. `release`: everything held to the " +
          "installer less the platform fee, APPROVED. `refund`: everything back to the " +
          "customer, CANCELLED. `split`: `installerEuros` (more than 0, less than what is " +
          "held) released less the fee on it, the rest refunded, APPROVED. From ACCEPTED, " +
          "ON_SITE, DONE, REVISION or DISPUTED; exactly once (409 afterwards). The lead " +
          "then carries `settlement`; both parties are told by email.",
      ),
    )
    .input(settleLeadInput)
    .output(leadSchema)
    .mutation(({ ctx, input }) => settleLead(ctx, ctx.user, input)),
});
