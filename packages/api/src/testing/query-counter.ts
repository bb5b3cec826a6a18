import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, RootOperationNode } from "kysely";
import type { Database } from "@uplink/db";

/** Counts the queries sent through a Kysely it is plugged into (`db.withPlugin(counter)`). */
export class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }
  /** Counted as answered: a query compiled once (compileOnce) is never transformed again. */
  transformResult<T>({ result }: { result: T }): Promise<T> {
    this.count += 1;
    return Promise.resolve(result);
  }
}

/**
 * The same database seen through a plugin that counts the statements sent through it:
 * for tests that a service reads in a bounded number of queries, whatever the rows.
 */
export function countingQueries(db: Kysely<Database>): {
  db: Kysely<Database>;
  readonly count: number;
} {
  const counter = new QueryCounter();
  return {
    db: db.withPlugin(counter),
    get count() {
      return counter.count;
    },
  };
}
