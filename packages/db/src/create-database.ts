import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import type pg from "pg";
import {
  createKysely,
  createPool,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  type PoolOptions,
} from "./connection";
import { startEmbeddedServer, type EmbeddedServer } from "./embedded-server";
import type { Database } from "./schema";

/** The application's database on the embedded server. */
const EMBEDDED_DATABASE = "uplink";

export interface DatabaseConfig {
  /** A PostgreSQL connection string; without one an embedded server is started. */
  databaseUrl?: string;
  /** The embedded server keeps its cluster in `${dataDir}/pg`. */
  dataDir: string;
  log?: (message: string) => void;
  /** A statement running longer is cancelled by PostgreSQL; default 15 s, 0 for none. */
  statementTimeoutMs?: number;
  /** How long a query waits for a connection before it fails; default 10 s. */
  connectTimeoutMs?: number;
  /** Told of a connection the pool lost; by default it goes to `log`. */
  onPoolError?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  pool: pg.Pool;
  url: string;
  /** True when this process started the server. */
  embedded: boolean;
  /** Closes the connections and stops the embedded server, if any. */
  close: () => Promise<void>;
}

/**
 * Connects to the database the configuration names, starting the embedded
 * server first when there is no URL. Does not migrate: call migrateToLatest.
 */
export async function createDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const log = config.log ?? (() => {});
  const poolOptions: PoolOptions = {
    statementTimeoutMs: config.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: config.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    onError: config.onPoolError ?? ((error) => log(`database connection error: ${error.message}`)),
  };
  if (config.databaseUrl !== undefined && config.databaseUrl !== "") {
    return connect(config.databaseUrl, poolOptions);
  }

  const dataDir = path.resolve(config.dataDir);
  await mkdir(dataDir, { recursive: true });
  const server = await startEmbeddedServer({
    pgDir: path.join(dataDir, "pg"),
    password: await embeddedPassword(dataDir),
    log,
  });
  try {
    await ensureDatabaseExists(server, EMBEDDED_DATABASE);
    return connect(server.urlFor(EMBEDDED_DATABASE), poolOptions, server);
  } catch (error) {
    await server.stop();
    throw error;
  }
}

function connect(url: string, poolOptions: PoolOptions, server?: EmbeddedServer): DatabaseHandle {
  const pool = createPool(url, poolOptions);
  const db = createKysely(pool);
  let closing: Promise<void> | undefined;
  return {
    db,
    pool,
    url,
    embedded: server !== undefined,
    close() {
      closing ??= (async () => {
        // Destroying Kysely ends the pool it was given.
        await db.destroy();
        await server?.stop();
      })();
      return closing;
    },
  };
}

/**
 * A random password made on first start and kept beside the cluster (outside
 * it: initdb wants an empty directory), so that other local accounts cannot
 * log in to the embedded server with a well-known one.
 */
async function embeddedPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "pg.password");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const password = randomBytes(24).toString("hex");
  // "wx": two processes starting on a fresh directory at once must not each write their own.
  await writeFile(file, `${password}\n`, { mode: 0o600, flag: "wx" }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  });
  return (await readFile(file, "utf8")).trim();
}

async function ensureDatabaseExists(server: EmbeddedServer, name: string): Promise<void> {
  const admin = createKysely(createPool(server.urlFor("postgres"), { max: 1 }));
  try {
    const { rows } = await sql`select 1 from pg_database where datname = ${name}`.execute(admin);
    if (rows.length > 0) return;
    await sql`create database ${sql.id(name)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
}
