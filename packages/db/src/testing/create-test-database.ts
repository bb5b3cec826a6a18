import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { inject } from "vitest";
import { createKysely, createPool } from "../connection";
import type { Database } from "../schema";
import { createDatabaseFrom, databaseUrl, dropDatabases } from "./admin";
import { CONTEXT_KEY, type TestDatabaseContext } from "./context";

export interface TestDatabase {
  db: Kysely<Database>;
  url: string;
  /** Closes the connections and drops the database. */
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** false: an empty database, for testing the migrations themselves. Default true. */
  migrated?: boolean;
}

/**
 * A fresh database of its own for the calling test file, already migrated,
 * on the server the global setup started or found. Copying the template is
 * much faster than migrating each time.
 *
 * ```ts
 * let database: TestDatabase;
 * beforeAll(async () => { database = await createTestDatabase(); });
 * afterAll(() => database.destroy());
 * ```
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  // Undefined at run time when the global setup was not configured.
  const context = inject(CONTEXT_KEY) as TestDatabaseContext | undefined;
  if (context === undefined) {
    throw new Error(
      'createTestDatabase needs globalSetup: ["@uplink/db/testing/global-setup"] in vitest.config.ts.',
    );
  }
  const name = `${context.prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  await createDatabaseFrom(
    context.adminUrl,
    name,
    options.migrated === false ? "template0" : context.template,
  );
  const url = databaseUrl(context.adminUrl, name);
  // Few connections: many test files run at once against one server.
  const db = createKysely(createPool(url, { max: 5 }));
  let destroying: Promise<void> | undefined;
  return {
    db,
    url,
    destroy() {
      destroying ??= db.destroy().then(() => dropDatabases(context.adminUrl, [name]));
      return destroying;
    },
  };
}
