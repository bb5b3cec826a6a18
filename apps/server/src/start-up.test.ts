import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { ensureAdminAccount } from "@uplink/api/server";
import { createDatabase, migrateToLatest, migrations } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { buildApp } from "./app";
import { loadConfig } from "./config";

const INSTANCES = 10;

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/**
 * One server process's start, as main.ts does it: its own pool on the shared database,
 * migrate, build with the durable jobs, the ADMIN_USERNAME account, then ready (which
 * starts the job queue).
 */
async function startInstance(url: string): Promise<{ app: FastifyInstance; migrated: string[] }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "uplink-start-up-"));
  const config = loadConfig({
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "fleet admin secret",
  });
  const database = await createDatabase({ databaseUrl: url, dataDir });
  cleanups.push(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const migrated = await migrateToLatest(database.db);
  const app = await buildApp({
    config,
    db: database.db,
    databaseUrl: database.url,
    logStream: new PassThrough().resume(),
    jobs: true,
  });
  cleanups.push(() => app.close());
  if (config.admin) await ensureAdminAccount(database.db, config.admin);
  await app.ready();
  return { app, migrated };
}

describe("a fleet starting at once on an empty database", () => {
  let database: TestDatabase;

  it(`${INSTANCES} instances all start and answer healthy; the migrations ran once and there is one administrator`, async () => {
    database = await createTestDatabase({ migrated: false });
    cleanups.push(() => database.destroy());

    const starts = await Promise.allSettled(
      Array.from({ length: INSTANCES }, () => startInstance(database.url)),
    );

    const failures = starts.flatMap((start) =>
      start.status === "rejected" ? [start.reason as unknown] : [],
    );
    expect(failures).toEqual([]);
    const instances = starts.flatMap((start) =>
      start.status === "fulfilled" ? [start.value] : [],
    );
    for (const { app } of instances) {
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
    }
    // One instance applied every migration; the others, having waited, found none to apply.
    const applied = instances.map(({ migrated }) => migrated.length).sort((a, b) => b - a);
    expect(applied).toEqual([
      Object.keys(migrations).length,
      ...Array<number>(INSTANCES - 1).fill(0),
    ]);
    const { rows: recorded } = await sql<{ name: string }>`
      select name from kysely_migration order by name
    `.execute(database.db);
    expect(recorded.map((row) => row.name)).toEqual(Object.keys(migrations));
    const admins = await database.db
      .selectFrom("users")
      .select(["username", "role"])
      .where("role", "=", "administrator")
      .execute();
    expect(admins).toEqual([{ username: "admin", role: "administrator" }]);
  });
});
