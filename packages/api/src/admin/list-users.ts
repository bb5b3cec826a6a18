import {
  ADMIN_PAGE_SIZE,
  Role,
  VerificationStatus,
  type AdminPageQuery,
  type AdminUser,
  type AdminUserListQuery,
  type PendingInstaller,
} from "@uplink/domain";
import { sql } from "kysely";
import type { UserRow } from "@uplink/db";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { toAdminUser } from "./to-admin-user";
import { partLimit, pastCursor } from "../keyset-page";

/**
 * Customers and installers (or only one role) newest first, with deleted accounts left
 * out, a page at a time: keyset paging on (created_at, id). A UNION ALL of one part per
 * role, each walking users_listed_role_created_at_id_idx in order for a page whatever
 * the planner's statistics say (partLimit), merged. Nothing is masked: administrators
 * see every phone number.
 */
export async function listUsers(
  deps: ApiDeps,
  _admin: SessionUser,
  { limit = ADMIN_PAGE_SIZE, cursor, role }: AdminUserListQuery,
): Promise<AdminUser[]> {
  const { db } = deps;
  const parts = (role ? [role] : [Role.CUSTOMER, Role.INSTALLER]).map((listed) => {
    let part = db
      .selectFrom("users")
      .selectAll("users")
      .where("users.anonymisedAt", "is", null)
      .where("users.role", "=", listed);
    if (cursor !== undefined) part = part.where(pastCursor("users", cursor, "desc"));
    return part
      .orderBy("users.createdAt", "desc")
      .orderBy("users.id", "desc")
      .limit(partLimit(limit));
  });
  const merged = sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union all `,
  );
  const rows = await db
    .selectFrom(sql<UserRow>`(${merged})`.as("users"))
    .selectAll("users")
    .orderBy("users.createdAt", "desc")
    .orderBy("users.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toAdminUser);
}

/**
 * Installers awaiting review (NEW: email not yet verified; ACCEPTED: verified), oldest
 * application first so that the queue is worked in order, a page at a time, each with
 * what the payment provider said of their identity (null before payout onboarding).
 */
export async function listPendingInstallers(
  deps: ApiDeps,
  _admin: SessionUser,
  { limit = ADMIN_PAGE_SIZE, cursor }: AdminPageQuery,
): Promise<PendingInstaller[]> {
  let query = deps.db
    .selectFrom("users")
    .leftJoin("payoutAccounts", "payoutAccounts.userId", "users.id")
    .selectAll("users")
    .select([
      "payoutAccounts.providerAccountId",
      "payoutAccounts.identityVerified",
      "payoutAccounts.requirementsDue",
      "payoutAccounts.disabledReason",
    ])
    .where("users.anonymisedAt", "is", null)
    .where("users.role", "=", Role.INSTALLER)
    .where("users.verificationStatus", "in", [VerificationStatus.NEW, VerificationStatus.ACCEPTED]);
  if (cursor !== undefined) query = query.where(pastCursor("users", cursor, "asc"));
  const rows = await query
    .orderBy("users.createdAt", "asc")
    .orderBy("users.id", "asc")
    .limit(limit)
    .execute();
  return rows.map(
    ({ providerAccountId, identityVerified, requirementsDue, disabledReason, ...user }) => ({
      ...toAdminUser(user),
      payoutVerification:
        providerAccountId === null
          ? null
          : {
              identityVerified: identityVerified ?? false,
              requirementsDue: requirementsDue ?? [],
              disabledReason,
            },
    }),
  );
}
