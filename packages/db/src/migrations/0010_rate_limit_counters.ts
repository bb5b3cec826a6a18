import { sql, type Kysely } from "kysely";

/*
 * The account limits counted in the database (issue 15), so that every app instance
 * counts against the same budget: a password guessed on one instance and then on
 * another is two guesses. One row per counter (`<limit>:<subject>`, e.g.
 * `passwordGuessesPerAccount:<user id>`), holding the times of its newest hits still
 * inside the limit's window: never more than the limit's max, so a row stays small
 * however hard it is hit. Each write is one upsert on the row, which PostgreSQL runs
 * under the row's lock, so parallel attempts on any number of instances count exactly.
 * `expires_at` is when the newest hit leaves its window: from then on the row counts
 * nothing and may be deleted (the limiter sweeps such rows now and then, by this index).
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limit_counters")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("hit_times", sql`timestamptz[]`, (col) => col.notNull())
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_counters_expires_at_idx")
    .on("rate_limit_counters")
    .column("expires_at")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limit_counters").execute();
}
