import { sql, type Kysely } from "kysely";
import type { Database } from "@uplink/db";
import type { ApiDeps } from "../context";

/**
 * Closes the lead's checkouts that are still open — marked closed here and expired at
 * the provider — so a job that is no longer awaiting its payment (lapsed, cancelled or
 * given back) cannot be paid. Runs in the caller's transaction, under the lead's lock,
 * before the commit: while the provider cannot be reached it throws (ProviderCallFailed)
 * and nothing changes. A checkout paid in the meantime is refunded when its event
 * arrives (holdPaidCheckout). Only for a job whose price is not held: the checkout of a
 * held price was paid and stays as it is.
 */
export async function closeOpenCheckouts(
  deps: Pick<ApiDeps, "payments">,
  trx: Kysely<Database>,
  leadId: string,
): Promise<void> {
  const closed = await trx
    .updateTable("leadCheckouts")
    .set({ failedAt: sql`now()` })
    .where("leadId", "=", leadId)
    .where("failedAt", "is", null)
    .returning("sessionId")
    .execute();
  for (const { sessionId } of closed) await deps.payments.expireCheckout(sessionId);
}
