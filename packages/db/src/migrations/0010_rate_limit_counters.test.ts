import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, migrateDownTo, migrationsAfter } from "../testing";

/* The account limits' counters: one row per counter, found by its expiry for sweeping. */

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

const at = (iso: string) => new Date(iso);

describe("0010_rate_limit_counters", () => {
  it("keeps one row per counter, with the times of its hits", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const row = {
      key: "passwordGuessesPerAccount:anna",
      hitTimes: [at("2026-01-01T10:00:00.001Z"), at("2026-01-01T10:00:00.002Z")],
      expiresAt: at("2026-01-01T10:15:00.002Z"),
    };
    await db.insertInto("rateLimitCounters").values(row).execute();
    expect(await db.selectFrom("rateLimitCounters").selectAll().execute()).toEqual([row]);
    await expect(db.insertInto("rateLimitCounters").values(row).execute()).rejects.toThrow(
      /rate_limit_counters_pkey/,
    );
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'rate_limit_counters' order by indexname
    `.execute(db);
    expect(rows.map((index) => index.indexname)).toEqual([
      "rate_limit_counters_expires_at_idx",
      "rate_limit_counters_pkey",
    ]);
  });

  it("rolls back to 0009, which has no such table", async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await migrateDownTo(db, "0009_conversation_change_notifications")).toEqual(
      migrationsAfter("0009_conversation_change_notifications"),
    );
    const { rows } = await sql`select to_regclass('rate_limit_counters') as found`.execute(db);
    expect(rows).toEqual([{ found: null }]);
  });
});
