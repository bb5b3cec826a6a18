import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { sweepOrphanPhotoFiles, type JobQueue, type PhotoStore } from "@uplink/api/server";
import type { Database } from "@uplink/db";

export const PHOTO_SWEEP_QUEUE = "photo-sweep";

/** At the top of every hour (UTC). */
export const PHOTO_SWEEP_CRON = "0 * * * *";

/**
 * Removes orphaned stored photos (sweepOrphanPhotoFiles: no row, older than a day) when the
 * job queue starts and then every hour, logging how many it removed. It is a singleton
 * job: with several instances on one database, one sweeps at a time and each tick of the
 * schedule sweeps once. Stopping the queue waits for a sweep under way.
 */
export function registerPhotoSweep(
  app: FastifyInstance,
  db: Kysely<Database>,
  store: PhotoStore,
  jobs: JobQueue,
): void {
  jobs.define({
    queue: PHOTO_SWEEP_QUEUE,
    policy: "singleton",
    cron: PHOTO_SWEEP_CRON,
    runAtStart: true,
    handle: async () => {
      try {
        const removed = await sweepOrphanPhotoFiles(db, store);
        app.log.info({ removed }, "orphaned photo files swept");
      } catch (error) {
        app.log.error({ err: error }, "sweeping orphaned photo files failed");
        throw error;
      }
    },
  });
}
