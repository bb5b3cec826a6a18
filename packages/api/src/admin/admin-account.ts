import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "@uplink/db";
import { Role } from "@uplink/domain";
import { hashPassword } from "../auth/passwords";
import { findUserByEmail } from "../users/find-user";

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
 */
export async function ensureAdminAccount(
  db: Kysely<Database>,
  { username, password }: AdminCredentials,
): Promise<"created" | "updated"> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .updateTable("users")
      .set({ passwordHash, role: Role.ADMINISTRATOR, emailVerified: true })
      .where("username", "=", username)
      .where("anonymisedAt", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (existing) return "updated";

    const email = adminEmail(username);
    if (await findUserByEmail(trx, email)) {
      // Never turn someone's existing account into an administrator.
      throw new Error(
        `ADMIN_USERNAME "${username}" cannot be used: ${email} already belongs to another account.`,
      );
    }
    await trx
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
      .execute();
    return "created";
  });
}
