import type { LeadRow } from "@uplink/db";
import type { ApiConfig } from "../config";
import type { ApiLogger } from "../logger";

/*
 * The release clock as the lead actions see it: a port they call when a lead becomes
 * DONE, implemented by the job queue's release jobs (release-jobs.ts), which in turn
 * call the lead actions. Declared here, below both, so neither imports the other.
 */

/** What the lead services need of the job queue: queuing the release of a lead that became DONE. */
export interface ReleaseScheduler {
  schedule(lead: { id: string; autoReleaseAt: Date }, autoReleaseAfterMs: number): Promise<void>;
}

/** What scheduling a lead's release needs of the process. */
export interface ReleaseSchedulingDeps {
  config: Pick<ApiConfig, "autoReleaseAfterMs">;
  log: ApiLogger;
  /** Without one (most tests) the clock is kept all the same and nothing is queued. */
  releaseJobs?: ReleaseScheduler;
}

/**
 * After the commit that started a lead's clock: queues its release and reminders, when
 * the process has a job queue. A failure is only logged: the sweep releases the lead in
 * time all the same, and the step the user took has happened.
 */
export async function scheduleAutoRelease(
  deps: ReleaseSchedulingDeps,
  lead: LeadRow,
): Promise<void> {
  if (!deps.releaseJobs || lead.autoReleaseAt === null) return;
  try {
    await deps.releaseJobs.schedule(
      { id: lead.id, autoReleaseAt: lead.autoReleaseAt },
      deps.config.autoReleaseAfterMs,
    );
  } catch (error) {
    deps.log.error(
      { err: error, leadId: lead.id },
      "automatic release not queued: the sweep releases it",
    );
  }
}
