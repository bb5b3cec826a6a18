import type { ApiDeps } from "../context";
import type { JobQueue, JobRetry } from "../jobs/job-queue";
import type { MovementScheduler } from "./movement-scheduler";
import { alertMovementFailed } from "./movement-alerts";
import { movementsToSweep } from "./movement-sweep";
import { previousDay, reconcileDay } from "./reconciliation";
import { sendMovement } from "./send-movement";

/** One job per provider movement: a transfer or a refund the ledger requested. */
export const MONEY_MOVEMENT_QUEUE = "money-movement";
/** Sends again what no job is sending: at start and every minute, one instance at a time. */
export const MONEY_SWEEP_QUEUE = "money-movement-sweep";
export const MONEY_SWEEP_CRON = "* * * * *";
/** Compares yesterday's movements with the provider's balance, daily at 00:30 UTC. */
export const RECONCILIATION_QUEUE = "money-reconciliation";
export const RECONCILIATION_CRON = "30 0 * * *";

/**
 * A provider that fails or cannot be reached is asked again with backoff for about a day
 * (30 s, 1 min, 2 min … 17 h); then administrators are alerted (once per movement) and
 * the sweep sends it again every 15 minutes.
 */
export const MONEY_RETRY: JobRetry = { limit: 12, delaySeconds: 30, backoff: true };

interface MovementJob {
  movementId: string;
}

/** Queues on `jobs`, whose queues defineMoneyJobs defines. */
export function movementScheduler(jobs: JobQueue): MovementScheduler {
  return {
    async send(movementIds) {
      for (const movementId of movementIds) {
        await jobs.send<MovementJob>(MONEY_MOVEMENT_QUEUE, { movementId });
      }
    },
  };
}

/**
 * The money jobs on the server's queue (issue 24): each requested movement sent in its own
 * job with retries and backoff, the sweep that sends again what no job is sending (at
 * start, so a movement cut off by a crash goes out after the restart), and the nightly
 * reconciliation with the provider.
 */
export function defineMoneyJobs(
  jobs: JobQueue,
  deps: ApiDeps,
  options: { retry?: JobRetry } = {},
): void {
  const startedAt = new Date();
  const scheduler = movementScheduler(jobs);
  jobs.define<MovementJob>({
    queue: MONEY_MOVEMENT_QUEUE,
    retry: options.retry ?? MONEY_RETRY,
    handle: async ({ movementId }) => {
      const sent = await sendMovement(deps, movementId);
      if (sent) deps.log.info({ movementId }, "money movement confirmed by the provider");
    },
    failedForGood: ({ movementId }, error) => alertMovementFailed(deps, movementId, error),
  });
  jobs.define({
    queue: MONEY_SWEEP_QUEUE,
    policy: "singleton",
    cron: MONEY_SWEEP_CRON,
    runAtStart: true,
    handle: async () => {
      const ids = await movementsToSweep(deps, startedAt);
      await scheduler.send(ids);
      if (ids.length > 0) deps.log.warn({ count: ids.length }, "money movements sent again");
    },
  });
  jobs.define({
    queue: RECONCILIATION_QUEUE,
    policy: "singleton",
    cron: RECONCILIATION_CRON,
    handle: async () => {
      await reconcileDay(deps, previousDay(new Date()));
    },
  });
}
