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
  /**
   * Closes the connections; the database is dropped in the background (see
   * dropInBackground).
   */
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
      destroying ??= db.destroy().then(() => dropInBackground(context.adminUrl, name));
      return destroying;
    },
  };
}

/** Databases of this worker whose tests are over and that are not dropped yet. */
const undropped: string[] = [];
let dropping = false;

/**
 * Drops `name` while the tests go on, with whatever else is waiting then. A DROP DATABASE
 * waits for a checkpoint (seconds on a busy server): awaited by each test file, that was
 * most of the run's time; drops under way together share one. What is still undropped
 * when the run ends, the global setup's teardown drops.
 */
function dropInBackground(adminUrl: string, name: string): void {
  undropped.push(name);
  if (dropping) return;
  dropping = true;
  void (async () => {
    try {
      while (undropped.length > 0) await dropDatabases(adminUrl, undropped.splice(0));
    } catch {
      // Left to the teardown, which drops every database of the run.
    } finally {
      dropping = false;
    }
  })();
}
