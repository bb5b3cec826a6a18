import { sql, type Kysely } from "kysely";

/*
 * The consoles list the open alerts newest first (GET /api/admin/alerts?resolved=false).
 * Open alerts are few among many resolved ones, so a partial index holds just them.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("alerts_open_created_at_idx")
    .on("alerts")
    .columns(["created_at desc", "id desc"])
    .where(sql<boolean>`not is_resolved`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("alerts_open_created_at_idx").execute();
}
