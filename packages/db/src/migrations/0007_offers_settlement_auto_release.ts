import { sql, type Kysely } from "kysely";

/*
 * Offers, settlements and automatic release (issue 11):
 * - `offers`: installers' prices for requests the quote engine could not price; at most
 *   one PENDING offer per installer and lead (a partial unique index);
 * - a lead remembers when its payment is released automatically (`auto_release_at`, set
 *   when it becomes DONE, cleared when it leaves DONE) and which reminders were mailed;
 * - a lead settled by an administrator carries the outcome and the amounts, once.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("offers")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("lead_id", "uuid", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    // Users are anonymised, never deleted: no ON DELETE action.
    .addColumn("installer_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("value_cents", "bigint", (col) => col.notNull().check(sql`value_cents > 0`))
    .addColumn("message", "text")
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("PENDING")
        .check(sql`status in ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN')`),
    )
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create trigger offers_set_updated_at before update on offers
    for each row execute function set_updated_at()
  `.execute(db);
  await db.schema
    .createIndex("offers_one_pending_per_installer_idx")
    .on("offers")
    .columns(["lead_id", "installer_id"])
    .unique()
    .where(sql.ref("status"), "=", "PENDING")
    .execute();
  // The lead's offers, newest first, paged by (created_at, id).
  await db.schema
    .createIndex("offers_lead_id_created_at_idx")
    .on("offers")
    .columns(["lead_id", "created_at desc", "id"])
    .execute();
  await db.schema
    .createIndex("offers_installer_id_created_at_idx")
    .on("offers")
    .columns(["installer_id", "created_at desc"])
    .execute();

  await db.schema
    .alterTable("leads")
    .addColumn("auto_release_at", "timestamptz")
    .addColumn("release_reminders_sent", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("settled_at", "timestamptz")
    .addColumn("settlement_outcome", "text", (col) =>
      col.check(sql`settlement_outcome in ('release', 'refund', 'split')`),
    )
    .addColumn("settlement_installer_cents", "bigint")
    .addColumn("settlement_refunded_cents", "bigint")
    .addColumn("settlement_note", "text")
    .addColumn("settled_by", "uuid", (col) => col.references("users.id"))
    .execute();
  // The sweep that catches releases a lost job would have done: DONE leads that are due.
  await db.schema
    .createIndex("leads_auto_release_at_idx")
    .on("leads")
    .column("auto_release_at")
    .where("auto_release_at", "is not", null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_auto_release_at_idx").execute();
  await db.schema
    .alterTable("leads")
    .dropColumn("settled_by")
    .dropColumn("settlement_note")
    .dropColumn("settlement_refunded_cents")
    .dropColumn("settlement_installer_cents")
    .dropColumn("settlement_outcome")
    .dropColumn("settled_at")
    .dropColumn("release_reminders_sent")
    .dropColumn("auto_release_at")
    .execute();
  await db.schema.dropTable("offers").execute();
}
