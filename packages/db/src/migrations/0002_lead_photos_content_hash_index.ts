import type { Kysely } from "kysely";

/*
 * Photo files are shared by content hash: deleting a lead's photos asks whether any
 * other row still names the same content before a file is removed. This index keeps
 * that question cheap however many photos there are.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("lead_photos_content_hash_idx")
    .on("lead_photos")
    .column("content_hash")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("lead_photos_content_hash_idx").execute();
}
