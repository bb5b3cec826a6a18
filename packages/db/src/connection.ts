import { Kysely, PostgresDialect } from "kysely";
import { RememberingCamelCasePlugin } from "./camel-case";
import pg from "pg";
import type { Database } from "./schema";

/** The application's defaults (createDatabase); DATABASE_*_TIMEOUT_MS override them. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/**
 * Per-pool type parsers rather than pg's global ones, so that nothing else in
 * the process is affected.
 * - date stays 'YYYY-MM-DD': as a JS Date it would be midnight in the
 *   server's time zone and could read as the previous day elsewhere.
 * - bigint (int8) stays a string, pg's default: money is converted in one
 *   place by the API, never silently rounded here.
 */
function createTypeParsers(): pg.CustomTypesConfig {
  const parsers = new pg.TypeOverrides();
  parsers.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
  return parsers;
}

export interface PoolOptions {
  max?: number;
  /**
   * How long a query waits for a connection (a new one, or a free one of a busy pool)
   * before it fails; unset waits for ever.
   */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL cancels a statement that runs longer (SQLSTATE 57014, "canceling statement
   * due to statement timeout"), so a runaway query cannot hold a connection; unset or 0: none.
   */
  statementTimeoutMs?: number;
  /** Told of an idle connection the pool lost (a restart, a terminated backend). */
  onError?: (error: Error) => void;
}

export function createPool(url: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    types: createTypeParsers(),
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
    // Sent when each connection starts, so it holds for every statement on it.
    statement_timeout: options.statementTimeoutMs || undefined,
  });
  // An idle client losing its server (a restart, a terminated backend) emits
  // 'error' on the pool; unhandled, that would crash the process.
  pool.on("error", (error) => options.onError?.(error));
  return pool;
}

export function createKysely(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new RememberingCamelCasePlugin()],
  });
}
