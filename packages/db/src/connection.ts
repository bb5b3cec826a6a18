import { CamelCasePlugin, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

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
  log?: (message: string) => void;
}

export function createPool(url: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, types: createTypeParsers(), max: options.max });
  // An idle client losing its server (a restart, a terminated backend) emits
  // 'error' on the pool; unhandled, that would crash the process.
  pool.on("error", (error) => options.log?.(`database connection error: ${error.message}`));
  return pool;
}

export function createKysely(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
}
