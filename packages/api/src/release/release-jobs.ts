import type { ApiDeps } from "../context";
import type { JobQueue, JobRetry } from "../jobs/job-queue";
import { releaseDueLead, releaseOverdueLeads } from "./auto-release";
import { releaseReminders } from "./release-clock";
import { remindOfRelease, remindOverdue, type ReleaseReminderJob } from "./release-reminder";
import type { ReleaseScheduler } from "./release-scheduler";

/** One delayed job per DONE lead, due at its autoReleaseAt. */
export const AUTO_RELEASE_QUEUE = "auto-release";
/** The customer's reminders, due halfway and a day before. */
export const RELEASE_REMINDER_QUEUE = "auto-release-reminder";
/** Releases (and reminds of) whatever is overdue: at start and every minute, one instance at a time. */
export const RELEASE_SWEEP_QUEUE = "auto-release-sweep";
export const RELEASE_SWEEP_CRON = "* * * * *";

/** A failed run (the database away for a moment) is tried again for about an hour. */
const RELEASE_RETRY: JobRetry = { limit: 6, delaySeconds: 60, backoff: true };

interface AutoReleaseJob {
  leadId: string;
}

/** Queues on `jobs`, whose queues defineReleaseJobs defines. */
export function releaseScheduler(jobs: JobQueue): ReleaseScheduler {
  return {
    async schedule(lead, autoReleaseAfterMs) {
      await jobs.send<AutoReleaseJob>(
        AUTO_RELEASE_QUEUE,
        { leadId: lead.id },
        { startAfter: lead.autoReleaseAt },
      );
      for (const { reminder, at } of releaseReminders(lead.autoReleaseAt, autoReleaseAfterMs)) {
        await jobs.send<ReleaseReminderJob>(
          RELEASE_REMINDER_QUEUE,
          { leadId: lead.id, autoReleaseAt: lead.autoReleaseAt.toISOString(), reminder },
          { startAfter: at },
        );
      }
    },
  };
}

/**
 * The jobs of the automatic release (issue 11) on the server's queue: each lead's release
 * at its time, the customer's reminders, and the sweep that releases whatever is overdue
 * when the queue starts and then every minute. Each handler decides under the lead's
 * lock, so a job that runs twice, late, on two instances or after the customer answered
 * does nothing more.
 */
export function defineReleaseJobs(jobs: JobQueue, deps: ApiDeps): void {
  jobs.define<AutoReleaseJob>({
    queue: AUTO_RELEASE_QUEUE,
    retry: RELEASE_RETRY,
    handle: async ({ leadId }) => {
      const released = await logged(deps, "automatic release failed", () =>
        releaseDueLead(deps, leadId),
      );
      if (released) deps.log.info({ leadId }, "payment released automatically");
    },
  });
  jobs.define<ReleaseReminderJob>({
    queue: RELEASE_REMINDER_QUEUE,
    retry: RELEASE_RETRY,
    handle: async (job) => {
      await logged(deps, "release reminder failed", () => remindOfRelease(deps, job));
    },
  });
  jobs.define({
    queue: RELEASE_SWEEP_QUEUE,
    policy: "singleton",
    cron: RELEASE_SWEEP_CRON,
    runAtStart: true,
    handle: async () => {
      const released = await logged(deps, "sweeping overdue releases failed", () =>
        releaseOverdueLeads(deps),
      );
      if (released > 0) deps.log.info({ released }, "overdue payments released automatically");
      const reminded = await logged(deps, "sweeping overdue reminders failed", () =>
        remindOverdue(deps),
      );
      if (reminded > 0) deps.log.info({ reminded }, "overdue release reminders sent");
    },
  });
}

/** Runs a job's work, logging a failure before the queue retries the job. */
async function logged<T>(deps: ApiDeps, failure: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    deps.log.error({ err: error }, failure);
    throw error;
  }
}
