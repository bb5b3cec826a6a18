import { sql, type Kysely } from "kysely";
import { Migrator, NO_MIGRATIONS, type Migration } from "kysely/migration";
import { afterEach, describe, expect, it } from "vitest";
import { createKysely, createPool } from "./connection";
import { migrateToLatest, migrateToLatestWith, migrations } from "./migrate";
import type { Database } from "./schema";
import { createTestDatabase, type TestDatabase } from "./testing";

const APP_TABLES = [
  "activities",
  "admin_notices",
  "alerts",
  "auth_tokens",
  "conversations",
  "idempotency_keys",
  "installer_profiles",
  "lead_checkouts",
  "lead_photos",
  "lead_withdrawals",
  "leads",
  "ledger_accounts",
  "ledger_entries",
  "ledger_transactions",
  "messages",
  "offers",
  "payment_disputes",
  "payment_events",
  "payout_accounts",
  "photo_rejections",
  "photo_uploads",
  "provider_movements",
  "quote_invitations",
  "rate_limit_counters",
  "reviews",
  "sessions",
  "user_ratings",
  "users",
];

async function tablesIn(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ tableName: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%'
    order by table_name
  `.execute(db);
  return rows.map((row) => row.tableName);
}

describe("migrateToLatest", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it("creates the whole data model on an empty database, and does nothing the second time", async () => {
    database = await createTestDatabase({ migrated: false });
    expect(await tablesIn(database.db)).toEqual([]);

    expect(await migrateToLatest(database.db)).toEqual([
      "0001_initial",
      "0002_lead_photos_content_hash_index",
      "0003_photo_rejections",
      "0004_open_alerts_index",
      "0005_security",
      "0006_cancel_dispute",
      "0007_offers_settlement_auto_release",
      "0008_session_change_notifications",
      "0009_conversation_change_notifications",
      "0010_rate_limit_counters",
      "0011_lead_change_notifications",
      "0012_countries",
      "0013_user_locale",
      "0014_service_area",
      "0015_activity_subjects",
      "0016_list_indexes",
      "0017_said_text",
      "0018_message_said",
      "0019_photo_uploads",
      "0020_idempotency_keys",
      "0021_payout_accounts",
      "0022_reviews",
      "0024_lead_checkouts",
      "0025_provider_movements",
      "0027_payment_disputes",
      "0029_user_ratings",
      "0030_quote_invitations",
      "0031_admin_review_lists",
      "0033_installer_change_notifications",
    ]);
    expect(await tablesIn(database.db)).toEqual(APP_TABLES);

    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it("names the migration that failed and rolls the whole run back", async () => {
    database = await createTestDatabase({ migrated: false });
    const broken: Record<string, Migration> = {
      ...migrations,
      "9999_broken": {
        up: async (db) => {
          await sql`select no_such_column`.execute(db);
        },
      },
    };

    await expect(migrateToLatestWith(database.db, broken)).rejects.toThrow(
      /Database migration 9999_broken failed: .*no_such_column/,
    );
    expect(await tablesIn(database.db)).toEqual([]);
  });

  it("a migration that fails midway leaves no trace of its earlier statements, nor of the run's earlier migrations", async () => {
    database = await createTestDatabase();
    const tablesBefore = await tablesIn(database.db);
    const failingMidway: Record<string, Migration> = {
      ...migrations,
      "9998_fine": {
        up: async (db) => {
          await sql`create table fine_before (id int)`.execute(db);
        },
      },
      "9999_fails_midway": {
        up: async (db) => {
          await sql`create table half_made (id int)`.execute(db);
          await sql`alter table users add column half_made_flag boolean`.execute(db);
          await sql`insert into half_made values (1)`.execute(db);
          await sql`select no_such_column`.execute(db);
        },
      },
    };

    await expect(migrateToLatestWith(database.db, failingMidway)).rejects.toThrow(
      /Database migration 9999_fails_midway failed/,
    );

    expect(await tablesIn(database.db)).toEqual(tablesBefore);
    const { rows: columns } = await sql`
      select column_name from information_schema.columns
      where table_name = 'users' and column_name = 'half_made_flag'
    `.execute(database.db);
    expect(columns).toEqual([]);
    const { rows: recorded } = await sql<{ name: string }>`
      select name from kysely_migration order by name
    `.execute(database.db);
    expect(recorded.map((row) => row.name)).toEqual(Object.keys(migrations));
  });

  it("ten instances migrating an empty database at once: one applies each migration, the others wait and find nothing to do", async () => {
    database = await createTestDatabase({ migrated: false });
    const url = database.url;
    // Each with a pool of its own, as separate processes would be.
    const instances = Array.from({ length: 10 }, () => createKysely(createPool(url, { max: 1 })));
    try {
      const runs = await Promise.all(instances.map((db) => migrateToLatest(db)));

      const applied = runs.map((names) => names.length).sort((a, b) => b - a);
      expect(applied).toEqual([Object.keys(migrations).length, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
      expect(runs.flat()).toEqual(Object.keys(migrations));
      const { rows: recorded } = await sql<{ name: string }>`
        select name from kysely_migration order by name
      `.execute(database.db);
      expect(recorded.map((row) => row.name)).toEqual(Object.keys(migrations));
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
    }
  });

  it("runs a migration longer than the pool's statement timeout, which still holds afterwards", async () => {
    database = await createTestDatabase({ migrated: false });
    const db = createKysely(createPool(database.url, { max: 1, statementTimeoutMs: 50 }));
    try {
      const slow: Record<string, Migration> = {
        "0001_slow": {
          up: async (migrating) => {
            await sql`select pg_sleep(0.3)`.execute(migrating);
          },
        },
      };
      expect(await migrateToLatestWith(db, slow)).toEqual(["0001_slow"]);
      await expect(sql`select pg_sleep(30)`.execute(db)).rejects.toMatchObject({
        code: "57014",
      });
    } finally {
      await db.destroy();
    }
  });

  it("the initial migration can be rolled back to an empty schema", async () => {
    database = await createTestDatabase();
    const migrator = new Migrator({
      db: database.db.withoutPlugins(),
      provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
    });

    const { error } = await migrator.migrateTo(NO_MIGRATIONS);

    expect(error).toBeUndefined();
    expect(await tablesIn(database.db)).toEqual([]);
    const { rows } = await sql`
      select proname from pg_proc where pronamespace = 'public'::regnamespace
    `.execute(database.db);
    expect(rows).toEqual([]);
  });
});
