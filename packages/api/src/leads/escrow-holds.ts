import type { Kysely } from "kysely";
import type { Database, LeadRow } from "@uplink/db";
import { centsToEuros, said } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { captureEscrow, refundEscrow } from "../escrow/escrow";
import type { LedgerTransaction } from "../escrow/ledger-transactions";
import { alertDescription } from "../i18n/kept-text";

/**
 * Which hold of its price a lead is in: 1 from its first acceptance, one more after each
 * withdrawal (the money was refunded and the next acceptance holds it anew). Read under
 * the lead's row lock, so it cannot change while the caller moves the money.
 */
export async function escrowHoldOf(db: Kysely<Database>, leadId: string): Promise<number> {
  const { count } = await db
    .selectFrom("leadWithdrawals")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("leadId", "=", leadId)
    .executeTakeFirstOrThrow();
  return Number(count) + 1;
}

/**
 * Holds an accepted job's price in escrow at once with simulated payments; with a
 * provider's checkout it is held when the customer has paid (payForLead, holdPaidCheckout).
 */
export async function holdOnAcceptance(
  deps: Pick<ApiDeps, "payments">,
  trx: Kysely<Database>,
  lead: Pick<LeadRow, "id" | "customerId">,
  amountCents: number,
): Promise<void> {
  if (deps.payments.collectsAtCheckout) return;
  await captureEscrow(trx, {
    leadId: lead.id,
    customerId: lead.customerId,
    amountCents,
    hold: await escrowHoldOf(trx, lead.id),
  });
}

/**
 * Gives everything held for the lead's current hold back to its customer, as one
 * balanced ledger transaction under its idempotency key, and tells administrators with a
 * refund_credit alert. Runs in the caller's transaction, under the lead's row lock: a
 * retried cancellation or withdrawal finds the lead moved on and is refused before it
 * gets here, so both the refund and its alert happen once.
 */
export async function refundLeadEscrow(
  trx: Kysely<Database>,
  lead: LeadRow,
  why: "cancelled" | "withdrawn" | "settled",
): Promise<LedgerTransaction> {
  const refund = await refundEscrow(trx, {
    leadId: lead.id,
    hold: await escrowHoldOf(trx, lead.id),
  });
  const refundedCents = refund.entries
    .filter((entry) => entry.amountCents > 0)
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  if (!refund.replayed) {
    await trx
      .insertInto("alerts")
      .values({
        type: "refund_credit",
        ...alertDescription(
          said.alerts.escrowRefunded(centsToEuros(refundedCents), lead.title, why),
        ),
        details: { refundedCents, ledgerTransactionId: refund.id, reason: why },
        leadId: lead.id,
        userId: lead.customerId,
      })
      .execute();
  }
  return refund;
}
