import { sql, type Kysely } from "kysely";

/*
 * Security review (issue 10):
 * - sessions remember the device that opened them, so a user can tell their active
 *   sessions apart and sign out the others;
 * - mailed single-use tokens also confirm linking a hosted identity to an existing
 *   account and deleting an account that has no password; `payload` carries what the
 *   confirmation needs (e.g. the hosted user id to link).
 */

const PURPOSES = ["verify_email", "reset_password", "link_hosted_identity", "delete_account"];
const OLD_PURPOSES = ["verify_email", "reset_password"];

const purposeCheck = (values: string[]) =>
  sql`purpose in (${sql.join(values.map((value) => sql.lit(value)))})`;

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
  await db.schema.alterTable("auth_tokens").addColumn("payload", "jsonb").execute();
  await db.schema.alterTable("auth_tokens").dropConstraint("auth_tokens_purpose_check").execute();
  await db.schema
    .alterTable("auth_tokens")
    .addCheckConstraint("auth_tokens_purpose_check", purposeCheck(PURPOSES))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("auth_tokens").where("purpose", "not in", OLD_PURPOSES).execute();
  await db.schema.alterTable("auth_tokens").dropConstraint("auth_tokens_purpose_check").execute();
  await db.schema
    .alterTable("auth_tokens")
    .addCheckConstraint("auth_tokens_purpose_check", purposeCheck(OLD_PURPOSES))
    .execute();
  await db.schema.alterTable("auth_tokens").dropColumn("payload").execute();
  await db.schema.alterTable("sessions").dropColumn("user_agent").execute();
}
