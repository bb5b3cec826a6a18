import { sql, type Kysely } from "kysely";
import type { Database } from "@uplink/db";

/**
 * The releases that waited for an installer's payouts (payout_pending) become requested
 * once their account is enabled, in the caller's transaction (account.updated's, or the
 * money sweep's). Answers the movements to send: their rows stay locked until the caller
 * commits, so a job that reads one first waits and then sees it requested.
 */
export async function requestPendingPayouts(
  db: Kysely<Database>,
  accountId?: string,
): Promise<string[]> {
  let enabled = db.selectFrom("payoutAccounts").select("userId").where("status", "=", "enabled");
  if (accountId !== undefined) enabled = enabled.where("providerAccountId", "=", accountId);
  const requested = await db
    .updateTable("providerMovements")
    .set({ status: "requested", requestedAt: sql<Date>`now()` })
    .where("status", "=", "payout_pending")
    .where("kind", "=", "transfer")
    .where("userId", "in", enabled)
    .returning("id")
    .execute();
  return requested.map((row) => row.id);
}
