import type { ApiDeps } from "../context";
import { requestPendingPayouts } from "./pending-payouts";

/** A movement whose last attempt is older than this is sent again by the sweep. */
const STALE_AFTER_MS = 15 * 60 * 1000;

/**
 * The safety net of the money jobs: movements requested whose job was never queued (the
 * process died between the commit and the queueing), whose job died with its process
 * (kill -9 between the ledger write and the provider's answer), or that failed for good,
 * and the releases waiting for payouts an account.updated enabled without their jobs.
 * Answers the movements to send again: those last tried before this process started
 * (`startedAt`: its predecessor's) or long ago. Sending one twice is harmless: it is sent
 * under the same idempotency key and confirmed once.
 */
export async function movementsToSweep(
  deps: Pick<ApiDeps, "db">,
  startedAt: Date,
  now = new Date(),
): Promise<string[]> {
  const pending = await deps.db.transaction().execute((trx) => requestPendingPayouts(trx));
  const cutoff = new Date(Math.max(startedAt.getTime(), now.getTime() - STALE_AFTER_MS));
  const stale = await deps.db
    .selectFrom("providerMovements")
    .select("id")
    .where("status", "=", "requested")
    .where((eb) => eb(eb.fn.coalesce("lastAttemptAt", "requestedAt"), "<", cutoff))
    .orderBy("requestedAt")
    .limit(1000)
    .execute();
  return [...new Set([...pending, ...stale.map((row) => row.id)])];
}
