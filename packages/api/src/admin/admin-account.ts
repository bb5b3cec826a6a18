import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "@uplink/db";
import { Role } from "@uplink/domain";
import { hashPassword } from "../auth/passwords";

export interface AdminCredentials {
  username: string;
  password: string;
}

/** An administrator named by an email address gets that address; anyone else a local one. */
function adminEmail(username: string): string {
  return z.email().safeParse(username).success ? username : `${username}@admin.local`;
}

/**
 * Makes ADMIN_USERNAME/ADMIN_PASSWORD the credentials of an administrator account at
 * start: creates it, or sets its password when it exists. Administrator rights come
 * from this account's role alone.
 *
 * Every instance of a fleet runs this as it starts, possibly at the same moment, so it
 * never reads before it writes: the insert yields to any account holding the username or
 * the email (waiting for one being created), and the update then finds the account by its
 * username. Deleted accounts have no username, so they are never revived.
 */
export async function ensureAdminAccount(
  db: Kysely<Database>,
  { username, password }: AdminCredentials,
): Promise<"created" | "updated"> {
  const passwordHash = await hashPassword(password);
  const email = adminEmail(username);
  const created = await db
    .insertInto("users")
    .values({
      email,
      username,
      passwordHash,
      firstName: "Uplink",
      lastName: "Administrator",
      role: Role.ADMINISTRATOR,
      emailVerified: true,
    })
    // No conflict target: a clash on any unique index (username, lower(email)) does nothing.
    .onConflict((conflict) => conflict.doNothing())
    .returning("id")
    .executeTakeFirst();
  if (created) return "created";

  const updated = await db
    .updateTable("users")
    .set({ passwordHash, role: Role.ADMINISTRATOR, emailVerified: true })
    .where("username", "=", username)
    .where("anonymisedAt", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (updated) return "updated";

  // Never turn someone's existing account into an administrator.
  throw new Error(
    `ADMIN_USERNAME "${username}" cannot be used: ${email} already belongs to another account.`,
  );
}
