import { sql, type Kysely } from "kysely";

/*
 * Reviews (issue 25): once a lead is APPROVED, its customer and its installer may each
 * review the other once (one row per lead and author). A review stays unrevealed — read
 * by its author only — until both have reviewed or the review window has closed;
 * `revealed_at` says when. An administrator may hide one (`hidden_at`, with the reason
 * and who). Public profiles page through the revealed, unhidden reviews of an installer
 * newest first, which the partial index walks; the window's sweep reads the few
 * unrevealed ones through the other.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("reviews")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("lead_id", "uuid", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("author_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("subject_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("author_role", "text", (col) =>
      col.notNull().check(sql`author_role in ('customer', 'installer')`),
    )
    .addColumn("rating", "smallint", (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("reply", "text")
    .addColumn("replied_at", "timestamptz")
    .addColumn("revealed_at", "timestamptz")
    .addColumn("hidden_at", "timestamptz")
    .addColumn("hidden_reason", "text")
    .addColumn("hidden_by", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("reviews_lead_author_key", ["lead_id", "author_id"])
    .execute();
  await sql`
    create index reviews_public_idx on reviews (subject_id, created_at desc, id desc)
    where revealed_at is not null and hidden_at is null
  `.execute(db);
  await sql`create index reviews_unrevealed_idx on reviews (lead_id) where revealed_at is null`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reviews").execute();
}
