import { sql, type Kysely } from "kysely";

/*
 * Money moves through the payment provider (issue 24): each transfer to an installer's
 * connected account and each refund of a customer's payment that a ledger transaction
 * calls for, as the ledger records it — `payout_pending` (the installer's payouts are not
 * enabled yet), `requested` (written with the ledger transaction, in its database
 * transaction), `confirmed` (the provider answered with its transfer or refund). A job
 * sends each requested movement under an idempotency key made of the row's id and its
 * `key_generation` (bumped only once a lookup at the provider found nothing made under
 * the earlier key), so a retry moves the money once.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("provider_movements")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("ledger_transaction_id", "uuid", (col) =>
      col.notNull().references("ledger_transactions.id"),
    )
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('transfer', 'refund')`))
    .addColumn("lead_id", "uuid", (col) => col.notNull())
    .addColumn("user_id", "uuid", (col) => col.notNull())
    .addColumn("amount_cents", "bigint", (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn("fee_cents", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("payment_intent_id", "text")
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('payout_pending', 'requested', 'confirmed')`),
    )
    .addColumn("key_generation", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_attempt_at", "timestamptz")
    .addColumn("last_error", "text")
    .addColumn("provider_id", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("requested_at", "timestamptz")
    .addColumn("confirmed_at", "timestamptz")
    .addUniqueConstraint("provider_movements_ledger_kind_key", ["ledger_transaction_id", "kind"])
    .execute();
  await db.schema
    .createIndex("provider_movements_open_idx")
    .on("provider_movements")
    .columns(["status", "user_id"])
    .where(sql.ref("status"), "<>", "confirmed")
    .execute();
  await db.schema
    .createIndex("provider_movements_confirmed_at_idx")
    .on("provider_movements")
    .column("confirmed_at")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("provider_movements").execute();
}
