import type { ApiDeps } from "../context";
import type { JobQueue } from "../jobs/job-queue";
import { revealClosedWindows } from "./reveal-reviews";

/** Reveals the reviews whose window has closed: at start and every minute, one instance at a time. */
export const REVIEW_WINDOW_QUEUE = "review-window-sweep";
const REVIEW_WINDOW_CRON = "* * * * *";

/**
 * The job that closes review windows (issue 25): a review the other party never answered
 * is revealed, and its subject mailed, within a minute of its window's end. One
 * statement reveals each review once, however many instances sweep.
 */
export function defineReviewJobs(jobs: JobQueue, deps: ApiDeps): void {
  jobs.define({
    queue: REVIEW_WINDOW_QUEUE,
    policy: "singleton",
    cron: REVIEW_WINDOW_CRON,
    runAtStart: true,
    handle: async () => {
      try {
        const revealed = await revealClosedWindows(deps);
        if (revealed > 0) deps.log.info({ revealed }, "reviews revealed as their window closed");
      } catch (error) {
        deps.log.error({ err: error }, "closing review windows failed");
        throw error;
      }
    },
  });
}
