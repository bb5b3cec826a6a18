import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createKysely, createPool } from "../connection";
import { startEmbeddedServer } from "../embedded-server";
import { migrateToLatest } from "../migrate";
import { createDatabaseFrom, databasesStartingWith, databaseUrl, dropDatabases } from "./admin";
import { CONTEXT_KEY } from "./context";

/**
 * Vitest global setup: one database server for the whole run and one migrated
 * template database that createTestDatabase copies for each test file.
 *
 * With DATABASE_URL set, that server is used (its user needs CREATEDB) and
 * every database this run made is dropped at teardown; several runs may share
 * the server at once, as their database names carry this process's pid and a
 * random part. Without it, an embedded server is started in a temporary
 * directory that teardown removes.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prefix = `uplink_test_${process.pid}_${randomBytes(3).toString("hex")}`;
  const template = `${prefix}_template`;
  const server = await startServer(prefix);

  try {
    await createDatabaseFrom(server.adminUrl, template, "template0");
    const db = createKysely(createPool(databaseUrl(server.adminUrl, template), { max: 1 }));
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
  } catch (error) {
    await server.tearDown();
    throw error;
  }

  project.provide(CONTEXT_KEY, { adminUrl: server.adminUrl, template, prefix });
  return server.tearDown;
}

interface TestServer {
  adminUrl: string;
  tearDown: () => Promise<void>;
}

async function startServer(prefix: string): Promise<TestServer> {
  const externalUrl = process.env.DATABASE_URL;
  if (externalUrl !== undefined && externalUrl !== "") {
    return {
      adminUrl: externalUrl,
      tearDown: async () =>
        dropDatabases(externalUrl, await databasesStartingWith(externalUrl, prefix)),
    };
  }

  const dir = await mkdtemp(path.join(tmpdir(), "uplink-test-db-"));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  // Under root the server runs as the postgres account, which must be able to
  // reach its data directory inside this otherwise private one.
  await chmod(dir, 0o755);
  const embedded = await startEmbeddedServer({
    pgDir: path.join(dir, "pg"),
    password: randomBytes(16).toString("hex"),
    ephemeral: true,
  }).catch(async (error: unknown) => {
    await removeDir();
    throw error;
  });
  return {
    adminUrl: embedded.urlFor("postgres"),
    tearDown: async () => {
      await embedded.stop();
      await removeDir();
    },
  };
}
