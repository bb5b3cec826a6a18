import type { UserRow } from "@uplink/db";
import { adminUserStatus, type AdminUser } from "@uplink/domain";
import { toUser } from "../users/to-user";

/** A user as administrators see it: nothing masked, with the status badge of SPEC §4. */
export function toAdminUser(row: UserRow): AdminUser {
  const user = toUser(row);
  return { ...user, status: adminUserStatus(user) };
}
