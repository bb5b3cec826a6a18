import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { DatabaseReadiness, type ReadinessOptions } from "@uplink/api/server";
import type { Database } from "@uplink/db";

/**
 * The database's readiness as `/api/health` reports it, checked in the background from
 * the app's start (the first check before it answers anything) until it closes.
 */
export function watchDatabaseReadiness(
  app: FastifyInstance,
  db: Kysely<Database>,
  options?: ReadinessOptions,
): DatabaseReadiness {
  const readiness = new DatabaseReadiness(db, app.log, options);
  app.addHook("onReady", () => readiness.start());
  // An async hook: Fastify waits for its promise, and this one has nothing to wait for.
  // eslint-disable-next-line @typescript-eslint/require-await
  app.addHook("onClose", async () => readiness.stop());
  return readiness;
}
