import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../schema";
import { migrations } from "../migrate";
import { createTestDatabase, migrateDownTo, migrationsAfter, type TestDatabase } from "../testing";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

/** The indexes of the listed tables and their definitions, by name. */
async function leadIndexes(db: Kysely<Database>): Promise<Record<string, string>> {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where tablename in ('leads', 'users', 'admin_notices')
  `.execute(db);
  return Object.fromEntries(
    rows.map((row) => [row.indexname, row.indexdef.replace(/^.* USING btree /, "")]),
  );
}

/** The migration this one follows. */
const previous = Object.keys(migrations)
  .sort()
  .filter((name) => name < "0016_list_indexes")
  .at(-1)!;

describe("0016_list_indexes", () => {
  it("orders the NEW leads, each customer's, each installer's, all of them, the users by role and each user's notices by (created_at, id) newest first", async () => {
    database = await createTestDatabase();
    const indexes = await leadIndexes(database.db);
    expect(indexes).toMatchObject({
      leads_new_created_at_id_idx: "(created_at DESC, id DESC) WHERE (status = 'NEW'::text)",
      leads_customer_id_created_at_id_idx: "(customer_id, created_at DESC, id DESC)",
      leads_installer_id_created_at_id_idx: "(installer_id, created_at DESC, id DESC)",
      leads_created_at_id_idx: "(created_at DESC, id DESC)",
      users_listed_role_created_at_id_idx:
        "(role, created_at DESC, id DESC) WHERE (anonymised_at IS NULL)",
      admin_notices_user_id_created_at_id_idx: "(user_id, created_at DESC, id DESC)",
    });
    // Replaced: each was a prefix of its successor.
    expect(Object.keys(indexes)).not.toContain("leads_customer_id_created_at_idx");
    expect(Object.keys(indexes)).not.toContain("leads_installer_id_created_at_idx");
    expect(Object.keys(indexes)).not.toContain("leads_created_at_idx");
    expect(Object.keys(indexes)).not.toContain("admin_notices_user_id_created_at_idx");
  });

  it("rolls back to the indexes of 0001", async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await migrateDownTo(db, previous)).toEqual(migrationsAfter(previous));
    const indexes = await leadIndexes(db);
    expect(indexes).toMatchObject({
      leads_customer_id_created_at_idx: "(customer_id, created_at DESC)",
      leads_installer_id_created_at_idx: "(installer_id, created_at DESC)",
      leads_created_at_idx: "(created_at DESC, id)",
      admin_notices_user_id_created_at_idx: "(user_id, created_at DESC)",
    });
    expect(Object.keys(indexes).filter((name) => name.endsWith("_id_idx"))).toEqual([]);
  });
});
