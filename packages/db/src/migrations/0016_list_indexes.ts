import { sql, type Kysely } from "kysely";

/*
 * Lists whose plans need no planner statistics. Every list is ordered by
 * (created_at desc, id desc) and paged on it; each of its parts now walks an index in
 * exactly that order, so that a page is the first rows of an index scan whatever the
 * planner believes about the table: right after a bulk load, before autovacuum has
 * analysed it, the NEW leads' list was a bitmap scan of every NEW lead and a sort.
 * - the NEW leads, newest first (an approved installer's list, and the "far" part of
 *   a placed installer's);
 * - a customer's leads and an installer's, newest first (replacing the indexes of 0001
 *   that ended at created_at, which left ties on it to a sort);
 * - every lead, newest first (the administrators' list; replacing leads_created_at_idx,
 *   whose id ran the other way);
 * - the users not deleted, by role, newest first (the administrators' list of users;
 *   0001's users_role_created_at_idx stays for the other queries by role);
 * - a user's notices, newest first (replacing the index of 0001 that ended at created_at).
 */

/** [table, the index replaced, its successor, the column before (created_at, id)] */
const REPLACED = [
  [
    "leads",
    "leads_customer_id_created_at_idx",
    "leads_customer_id_created_at_id_idx",
    "customer_id",
  ],
  [
    "leads",
    "leads_installer_id_created_at_idx",
    "leads_installer_id_created_at_id_idx",
    "installer_id",
  ],
  ["leads", "leads_created_at_idx", "leads_created_at_id_idx", undefined],
  [
    "admin_notices",
    "admin_notices_user_id_created_at_idx",
    "admin_notices_user_id_created_at_id_idx",
    "user_id",
  ],
] as const;

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("leads_new_created_at_id_idx")
    .on("leads")
    .columns(["created_at desc", "id desc"])
    .where(sql<boolean>`status = 'NEW'`)
    .execute();
  await db.schema
    .createIndex("users_listed_role_created_at_id_idx")
    .on("users")
    .columns(["role", "created_at desc", "id desc"])
    .where(sql<boolean>`anonymised_at is null`)
    .execute();
  for (const [table, old, name, owner] of REPLACED) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...(owner ? [owner] : []), "created_at desc", "id desc"])
      .execute();
    await db.schema.dropIndex(old).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, old, name, owner] of REPLACED) {
    await db.schema
      .createIndex(old)
      .on(table)
      .columns(owner ? [owner, "created_at desc"] : ["created_at desc", "id"])
      .execute();
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.dropIndex("users_listed_role_created_at_id_idx").execute();
  await db.schema.dropIndex("leads_new_created_at_id_idx").execute();
}
