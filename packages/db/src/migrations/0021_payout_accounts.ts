import { sql, type Kysely } from "kysely";

/*
 * Stripe Connect behind the ledger (issue 24). `payout_accounts`: an installer's
 * connected account, created once when they start onboarding, and what Stripe last said
 * about it (account.updated): payouts enabled, identity verified, requirements due, why
 * it is disabled. `payment_events`: the id of every webhook event handled, so a replay
 * or a second delivery is handled at most once.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payout_accounts")
    .addColumn("user_id", "uuid", (col) => col.primaryKey().references("users.id"))
    .addColumn("provider_account_id", "text", (col) => col.notNull().unique())
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'enabled')`),
    )
    .addColumn("identity_verified", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("requirements_due", sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn("disabled_reason", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create trigger payout_accounts_set_updated_at before update on payout_accounts
    for each row execute function set_updated_at()
  `.execute(db);
  await db.schema
    .createTable("payment_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("received_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropTable("payout_accounts").execute();
}
