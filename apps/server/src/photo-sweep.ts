import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { sweepOrphanPhotoFiles } from "@uplink/api";
import type { Database } from "@uplink/db";

export const PHOTO_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes orphaned photo files (sweepOrphanPhotoFiles: no row, older than a day) once
 * the app is ready and then every hour, logging how many it removed. One sweep at a
 * time; the timer does not keep the process alive, and closing the app stops it and
 * waits for a sweep under way, so the database is still open for it.
 */
export function registerPhotoSweep(
  app: FastifyInstance,
  db: Kysely<Database>,
  dataDir: string,
): void {
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  const sweep = () => {
    sweeping ??= sweepOrphanPhotoFiles(db, dataDir)
      .then(
        (removed) => app.log.info({ removed }, "orphaned photo files swept"),
        (error: unknown) => app.log.error({ err: error }, "sweeping orphaned photo files failed"),
      )
      .finally(() => {
        sweeping = undefined;
      });
  };
  app.addHook("onReady", async () => {
    sweep();
    timer = setInterval(sweep, PHOTO_SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await sweeping;
  });
}
