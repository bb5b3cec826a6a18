import { Kysely, PostgresDialect, type CompiledQuery } from "kysely";
import { RememberingCamelCasePlugin } from "../camel-case";
import { createPool } from "../connection";
import type { Database } from "../schema";

/**
 * A Kysely on `url` like the app's (same pool settings and plugin) that keeps every
 * statement it sends, with its parameters: for tests that look at what a service sent,
 * e.g. its plans under EXPLAIN.
 */
export function recordingStatements(url: string): {
  db: Kysely<Database>;
  statements: CompiledQuery[];
} {
  const statements: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPool(url, { max: 2 }) }),
    plugins: [new RememberingCamelCasePlugin()],
    log: (event) => {
      if (event.level === "query") statements.push(event.query);
    },
  });
  return { db, statements };
}
