import { sql, type Kysely } from "kysely";

/*
 * Customers' payments, what may go wrong after the checkout (issue 24):
 * - a checkout whose delayed payment (SEPA debit) failed is marked failed, and the
 *   customer's next Pay opens a new one: `attempt` counts the checkouts of a hold;
 * - `payment_disputes`: a customer's bank disputing a charge (charge.dispute.created and
 *   .closed), kept for the administrator who settles the lead;
 * - alerts of type `payment_dispute` tell administrators of each.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("lead_checkouts")
    .addColumn("attempt", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("failed_at", "timestamptz")
    .execute();
  await sql`alter table lead_checkouts drop constraint lead_checkouts_pkey`.execute(db);
  await sql`alter table lead_checkouts add constraint lead_checkouts_pkey primary key (lead_id, hold, attempt)`.execute(
    db,
  );
  await db.schema
    .createTable("payment_disputes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("lead_id", "uuid", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("payment_intent_id", "text", (col) => col.notNull())
    .addColumn("amount_cents", "bigint", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("opened_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("closed_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("payment_disputes_lead_id_idx")
    .on("payment_disputes")
    .column("lead_id")
    .execute();
  await sql`alter table alerts drop constraint alerts_type_check`.execute(db);
  await sql`
    alter table alerts add constraint alerts_type_check
    check (type in ('leak_detection', 'refund_credit', 'other', 'payment_dispute'))
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from alerts where type = 'payment_dispute'`.execute(db);
  await sql`alter table alerts drop constraint alerts_type_check`.execute(db);
  await sql`
    alter table alerts add constraint alerts_type_check
    check (type in ('leak_detection', 'refund_credit', 'other'))
  `.execute(db);
  await db.schema.dropTable("payment_disputes").execute();
  await sql`delete from lead_checkouts where attempt > 1`.execute(db);
  await sql`alter table lead_checkouts drop constraint lead_checkouts_pkey`.execute(db);
  await sql`alter table lead_checkouts add constraint lead_checkouts_pkey primary key (lead_id, hold)`.execute(
    db,
  );
  await db.schema
    .alterTable("lead_checkouts")
    .dropColumn("attempt")
    .dropColumn("failed_at")
    .execute();
}
