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

/** The type of messages.body_said, or undefined when there is no such column. */
async function bodySaidType(db: Kysely<Database>): Promise<string | undefined> {
  const { rows } = await sql<{ type: string }>`
    select data_type as type from information_schema.columns
    where table_name = 'messages' and column_name = 'body_said'
  `.execute(db);
  return rows[0]?.type;
}

/** The migration this one follows. */
const previous = Object.keys(migrations)
  .sort()
  .filter((name) => name < "0018_message_said")
  .at(-1)!;

describe("0018_message_said", () => {
  it("keeps a message's line by key in messages.body_said (jsonb)", async () => {
    database = await createTestDatabase();
    expect(await bodySaidType(database.db)).toBe("jsonb");
  });

  it("rolls back to messages without it", async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await migrateDownTo(db, previous)).toEqual(migrationsAfter(previous));
    expect(await bodySaidType(db)).toBeUndefined();
  });
});
