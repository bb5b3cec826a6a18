import { sql, type Kysely } from "kysely";

/*
 * Customers pay through the payment provider (issue 24): the checkout made for each hold
 * of a lead's price — once, however often the customer presses Pay — and, once paid, the
 * provider's payment (a Stripe PaymentIntent) that the ledger's capture records.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lead_checkouts")
    .addColumn("lead_id", "uuid", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("hold", "integer", (col) => col.notNull())
    .addColumn("session_id", "text", (col) => col.notNull().unique())
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("payment_intent_id", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("lead_checkouts_pkey", ["lead_id", "hold"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_checkouts").execute();
}
