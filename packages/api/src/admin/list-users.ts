import {
  ADMIN_PAGE_SIZE,
  Role,
  VerificationStatus,
  type AdminPageQuery,
  type AdminUser,
  type AdminUserListQuery,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { toAdminUser } from "./to-admin-user";
import { pastCursor } from "../keyset-page";

/**
 * Customers and installers (or only one role) newest first, with deleted accounts left
 * out, a page at a time: keyset paging on (created_at, id) along
 * users_role_created_at_idx. Nothing is masked: administrators see every phone number.
 */
export async function listUsers(
  deps: ApiDeps,
  _admin: SessionUser,
  { limit = ADMIN_PAGE_SIZE, cursor, role }: AdminUserListQuery,
): Promise<AdminUser[]> {
  let query = deps.db
    .selectFrom("users")
    .selectAll("users")
    .where("users.anonymisedAt", "is", null)
    .where("users.role", "in", role ? [role] : [Role.CUSTOMER, Role.INSTALLER]);
  if (cursor !== undefined) query = query.where(pastCursor("users", cursor, "desc"));
  const rows = await query
    .orderBy("users.createdAt", "desc")
    .orderBy("users.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toAdminUser);
}

/**
 * Installers awaiting review (NEW: email not yet verified; ACCEPTED: verified), oldest
 * application first so that the queue is worked in order, a page at a time.
 */
export async function listPendingInstallers(
  deps: ApiDeps,
  _admin: SessionUser,
  { limit = ADMIN_PAGE_SIZE, cursor }: AdminPageQuery,
): Promise<AdminUser[]> {
  let query = deps.db
    .selectFrom("users")
    .selectAll("users")
    .where("users.anonymisedAt", "is", null)
    .where("users.role", "=", Role.INSTALLER)
    .where("users.verificationStatus", "in", [VerificationStatus.NEW, VerificationStatus.ACCEPTED]);
  if (cursor !== undefined) query = query.where(pastCursor("users", cursor, "asc"));
  const rows = await query
    .orderBy("users.createdAt", "asc")
    .orderBy("users.id", "asc")
    .limit(limit)
    .execute();
  return rows.map(toAdminUser);
}
