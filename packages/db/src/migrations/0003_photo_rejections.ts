import { sql, type Kysely } from "kysely";

/*
 * Every refused photo check of a signed-in user, so that repeated refusals (someone
 * trying photo after photo to get a job approved) raise an alert for administrators.
 * Counted per user over a recent window, along (user_id, created_at).
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("photo_rejections")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("photo_rejections_user_id_created_at_idx")
    .on("photo_rejections")
    .columns(["user_id", "created_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("photo_rejections").execute();
}
