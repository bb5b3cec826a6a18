import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, migrateToLatest, type DatabaseHandle } from "@uplink/db";

export interface BenchDatabase {
  /** The fresh database's connection string, for the servers under test. */
  url: string;
  handle: DatabaseHandle;
  /** "external" (a server at BENCH_DATABASE_URL or DATABASE_URL) or "embedded". */
  kind: "external" | "embedded";
  /** PostgreSQL's version string, e.g. "15.14". */
  serverVersion: string;
  /** Closes the connections and drops the database (or the embedded cluster). */
  drop(): Promise<void>;
}

/** The server the run creates its database on; unset runs an embedded one. */
function serverUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.BENCH_DATABASE_URL || env.DATABASE_URL;
  return url === undefined || url === "" ? undefined : url;
}

async function onAdminConnection(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, migrated, empty database named `uplink_bench_*` on the server that
 * BENCH_DATABASE_URL or DATABASE_URL names (its user needs CREATEDB), or on an embedded
 * server in a temporary directory.
 */
export async function openFreshDatabase(env: NodeJS.ProcessEnv): Promise<BenchDatabase> {
  const adminUrl = serverUrl(env);
  const scratch = await mkdtemp(path.join(tmpdir(), "uplink-bench-db-"));
  let handle: DatabaseHandle;
  let dropDatabase: () => Promise<void>;
  if (adminUrl !== undefined) {
    const name = `uplink_bench_${process.pid}_${randomBytes(3).toString("hex")}`;
    await onAdminConnection(adminUrl, `create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    dropDatabase = () =>
      onAdminConnection(adminUrl, `drop database if exists "${name}" with (force)`);
    handle = await createDatabase({
      databaseUrl: url.toString(),
      dataDir: scratch,
      statementTimeoutMs: 0,
    }).catch(async (error: unknown) => {
      await dropDatabase();
      throw error;
    });
  } else {
    // Under root the cluster runs as the postgres account, which must reach its directory.
    await chmod(scratch, 0o755);
    handle = await createDatabase({ dataDir: scratch, statementTimeoutMs: 0 });
    dropDatabase = async () => {};
  }

  const drop = async () => {
    await handle.close();
    await dropDatabase();
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    await migrateToLatest(handle.db);
    const { rows } = await handle.pool.query<{ server_version: string }>("show server_version");
    return {
      url: handle.url,
      handle,
      kind: adminUrl === undefined ? "embedded" : "external",
      serverVersion: rows[0]?.server_version ?? "unknown",
      drop,
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
