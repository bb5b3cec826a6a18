import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { sweepIdempotencyKeys, type JobQueue } from "@uplink/api/server";
import type { Database } from "@uplink/db";
import { PHOTO_SWEEP_CRON } from "./photo-sweep";

export const IDEMPOTENCY_SWEEP_QUEUE = "idempotency-sweep";

/**
 * Removes the Idempotency-Keys older than a day (sweepIdempotencyKeys) at start and then
 * hourly, with the photo sweep's schedule; a singleton job, as that one is.
 */
export function registerIdempotencySweep(
  app: FastifyInstance,
  db: Kysely<Database>,
  jobs: JobQueue,
): void {
  jobs.define({
    queue: IDEMPOTENCY_SWEEP_QUEUE,
    policy: "singleton",
    cron: PHOTO_SWEEP_CRON,
    runAtStart: true,
    handle: async () => {
      const removed = await sweepIdempotencyKeys(db);
      app.log.info({ removed }, "expired idempotency keys swept");
    },
  });
}
