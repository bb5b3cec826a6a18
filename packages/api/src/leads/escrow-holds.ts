import type { Kysely } from "kysely";
import type { Database, LeadRow } from "@uplink/db";
import { centsToEuros, said } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { captureEscrow, isHeld, refundEscrow } from "../escrow/escrow";
import type { LedgerTransaction } from "../escrow/ledger-transactions";
import { alertDescription } from "../i18n/kept-text";
import { requestRefund } from "../money-moves/request-movements";
import { closeOpenCheckouts } from "../payments/open-checkouts";

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
 * gets here, so both the refund and its alert happen once. With a provider that moves
 * money, the refund of the customer's payment is requested with it; with a provider's
 * checkout, an unpaid job has nothing to refund (null) and its open checkout is expired
 * (closeOpenCheckouts).
 */
export async function refundLeadEscrow(
  deps: Pick<ApiDeps, "payments" | "log">,
  trx: Kysely<Database>,
  lead: LeadRow,
  why: "cancelled" | "withdrawn" | "settled",
): Promise<LedgerTransaction | null> {
  const hold = await escrowHoldOf(trx, lead.id);
  // With a provider's checkout, a job accepted and not paid yet has nothing held to give
  // back; its open checkout is closed, so the customer cannot pay for a job that ended.
  if (deps.payments.collectsAtCheckout && !(await isHeld(trx, lead.id, hold))) {
    await closeOpenCheckouts(deps, trx, lead.id);
    return null;
  }
  const refund = await refundEscrow(trx, { leadId: lead.id, hold });
  await requestRefund(deps, trx, refund, lead, hold);
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
