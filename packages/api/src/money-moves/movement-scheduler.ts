import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import type { ApiLogger } from "../logger";
import type { PaymentProvider } from "../ports/payment-provider";

/*
 * Sending a movement to the provider as the services see it: a port they call after the
 * commit that requested it, implemented by the job queue's money jobs (movement-jobs.ts),
 * which in turn send it. Declared here, below both, so neither imports the other.
 */

/** What the services need of the job queue: sending requested movements, each in a job. */
export interface MovementScheduler {
  send(movementIds: readonly string[]): Promise<void>;
}

/** What queuing a lead's movements needs of the process. */
export interface MovementQueuingDeps {
  db: Kysely<Database>;
  log: ApiLogger;
  payments: Pick<PaymentProvider, "movesMoney">;
  /** Without one (most tests) movements stay requested until a sweep sends them. */
  movementJobs?: MovementScheduler;
}

/**
 * After a commit that may have requested movements of the lead (a release, a refund, a
 * split): queues a job for each that is requested and not yet confirmed. A failure is
 * only logged: the money sweep queues them all the same, and the step the user took has
 * happened.
 */
export async function queueLeadMovements(deps: MovementQueuingDeps, leadId: string): Promise<void> {
  if (!deps.payments.movesMoney || !deps.movementJobs) return;
  try {
    const open = await deps.db
      .selectFrom("providerMovements")
      .select("id")
      .where("leadId", "=", leadId)
      .where("status", "=", "requested")
      .execute();
    if (open.length > 0) await deps.movementJobs.send(open.map((row) => row.id));
  } catch (error) {
    deps.log.error({ err: error, leadId }, "money movement not queued: the sweep sends it");
  }
}
