import { sql, type Kysely } from "kysely";

/*
 * "Invite to quote" (issue 25): a customer invites an APPROVED installer to quote on one
 * of their NEW requests; once per request and installer (the unique key refuses the
 * second). The installer still accepts or offers through the usual flow.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("quote_invitations")
    .addColumn("lead_id", "uuid", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("installer_id", "uuid", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("quote_invitations_pkey", ["lead_id", "installer_id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("quote_invitations").execute();
}
