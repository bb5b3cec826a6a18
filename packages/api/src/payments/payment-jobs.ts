import type { ApiDeps } from "../context";
import type { JobQueue } from "../jobs/job-queue";
import { lapseUnpaidJobs } from "./payment-window";

/** Sends unpaid jobs back to NEW once PAYMENT_WINDOW has passed: at start and every minute, one instance at a time. */
export const PAYMENT_WINDOW_QUEUE = "payment-window-sweep";
const PAYMENT_WINDOW_CRON = "* * * * *";

/**
 * The job that closes payment windows (issue 24): an accepted job its customer has not
 * paid within PAYMENT_WINDOW goes back to NEW within a minute, and both parties are
 * mailed. Each job is decided under its lead's lock, so sweeps that overlap change it once.
 */
export function definePaymentJobs(jobs: JobQueue, deps: ApiDeps): void {
  jobs.define({
    queue: PAYMENT_WINDOW_QUEUE,
    policy: "singleton",
    cron: PAYMENT_WINDOW_CRON,
    runAtStart: true,
    handle: async () => {
      try {
        const lapsed = await lapseUnpaidJobs(deps);
        if (lapsed > 0)
          deps.log.info({ lapsed }, "unpaid jobs sent back as their payment window closed");
      } catch (error) {
        deps.log.error({ err: error }, "closing payment windows failed");
        throw error;
      }
    },
  });
}
