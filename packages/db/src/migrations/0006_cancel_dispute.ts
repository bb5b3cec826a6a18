import { sql, type Kysely, type RawBuilder } from "kysely";

/*
 * Cancellation, withdrawal and disputes (issue 11):
 * - a lead may be CANCELLED by its customer (from NEW, with no installer, or from
 *   ACCEPTED, keeping the installer it had) or DISPUTED by a party;
 * - the lead remembers when and why it was cancelled or disputed, and by whom disputed;
 * - every withdrawal of an installer from an accepted lead is kept, so that repeated
 *   withdrawals can be noticed and each hold of the lead's escrow has its own ledger key.
 */

const STATUSES = [
  "NEW",
  "ACCEPTED",
  "ON_SITE",
  "DONE",
  "APPROVED",
  "REVISION",
  "CANCELLED",
  "DISPUTED",
];
const OLD_STATUSES = ["NEW", "ACCEPTED", "ON_SITE", "DONE", "APPROVED", "REVISION"];

const statusCheck = (values: string[]): RawBuilder<unknown> =>
  sql`status in (${sql.join(values.map((value) => sql.lit(value)))})`;

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").dropConstraint("leads_status_check").execute();
  await db.schema
    .alterTable("leads")
    .addCheckConstraint("leads_status_check", statusCheck(STATUSES))
    .execute();
  // A request cancelled while NEW never had an installer.
  await db.schema.alterTable("leads").dropConstraint("leads_installer_assigned_check").execute();
  await db.schema
    .alterTable("leads")
    .addCheckConstraint(
      "leads_installer_assigned_check",
      sql`status in ('NEW', 'CANCELLED') or installer_id is not null`,
    )
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("cancelled_at", "timestamptz")
    .addColumn("cancel_reason", "text")
    .addColumn("disputed_at", "timestamptz")
    .addColumn("dispute_reason", "text")
    .addColumn("disputed_by", "uuid", (col) => col.references("users.id"))
    .execute();

  await db.schema
    .createTable("lead_withdrawals")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("lead_id", "uuid", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    // Users are anonymised, never deleted: no ON DELETE action.
    .addColumn("installer_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("lead_withdrawals_installer_id_created_at_idx")
    .on("lead_withdrawals")
    .columns(["installer_id", "created_at desc"])
    .execute();
  await db.schema
    .createIndex("lead_withdrawals_lead_id_idx")
    .on("lead_withdrawals")
    .column("lead_id")
    .execute();
}

/** Refused by the restored checks while a lead is CANCELLED or DISPUTED. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_withdrawals").execute();
  await db.schema
    .alterTable("leads")
    .dropColumn("disputed_by")
    .dropColumn("dispute_reason")
    .dropColumn("disputed_at")
    .dropColumn("cancel_reason")
    .dropColumn("cancelled_at")
    .execute();
  await db.schema.alterTable("leads").dropConstraint("leads_installer_assigned_check").execute();
  await db.schema
    .alterTable("leads")
    .addCheckConstraint(
      "leads_installer_assigned_check",
      sql`status = 'NEW' or installer_id is not null`,
    )
    .execute();
  await db.schema.alterTable("leads").dropConstraint("leads_status_check").execute();
  await db.schema
    .alterTable("leads")
    .addCheckConstraint("leads_status_check", statusCheck(OLD_STATUSES))
    .execute();
}
