import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  definePaymentJobs,
  defineMoneyJobs,
  defineReleaseJobs,
  defineReviewJobs,
  type DatabaseReadiness,
  type JobQueue,
} from "@uplink/api/server";
import type { ServerDeps } from "../services";
import { registerIdempotencySweep } from "./jobs/idempotency-sweep";
import { registerPhotoSweep } from "./jobs/photo-sweep";

/**
 * The process's background work, run from the app's start until it closes: the durable
 * jobs on pg-boss when there are any (mail delivery with retries, the hourly photo and
 * idempotency-key sweeps, the automatic release of DONE leads and its reminders, the
 * closing of review and payment windows, the payment provider's transfers and refunds and
 * their nightly reconciliation), the post office, and the background check of the
 * database that health reports.
 */
// Fastify runs a plugin by the promise it returns; async without await is that promise.
// eslint-disable-next-line @typescript-eslint/require-await
async function background(
  app: FastifyInstance,
  { deps, jobs, readiness }: { deps: ServerDeps; jobs?: JobQueue; readiness: DatabaseReadiness },
) {
  if (jobs) {
    registerPhotoSweep(app, deps.db, deps.photoStore, jobs);
    registerIdempotencySweep(app, deps.db, jobs);
    defineReleaseJobs(jobs, deps);
    defineReviewJobs(jobs, deps);
    definePaymentJobs(jobs, deps);
    defineMoneyJobs(jobs, deps);
    app.addHook("onReady", () => jobs.start());
  }
  // Mail posted by the last requests is queued (or, without jobs, sent) before the process
  // stops; a delivery under way finishes, and queued mail goes out after the next start.
  app.addHook("onClose", async () => {
    await deps.mail.drain();
    await jobs?.stop();
    await deps.mail.close();
  });
  // The first check runs before the app answers anything.
  app.addHook("onReady", () => readiness.start());
  // An async hook: Fastify waits for its promise, and this one has nothing to wait for.
  // eslint-disable-next-line @typescript-eslint/require-await
  app.addHook("onClose", async () => readiness.stop());
}

export const jobsPlugin = fp(background, { name: "uplink-jobs" });
