import type { Kysely } from "kysely";
import type { Database, LeadRow } from "@uplink/db";
import type { ApiDeps } from "../context";
import { ensureAccount } from "../escrow/ledger-accounts";
import type { LedgerTransaction } from "../escrow/ledger-transactions";

/*
 * The provider movements a ledger transaction calls for, written in the ledger's own
 * database transaction (so both are kept or neither): a release becomes one transfer of
 * the installer's share less the fee to their connected account, a refund one refund of
 * the customer's payment. Requested once per ledger transaction, however often the step
 * is retried (its unique key). With simulated payments nothing is requested.
 */

type MovementDeps = Pick<ApiDeps, "payments" | "log">;

/**
 * The installer's transfer for a release: `requested`, or `payout_pending` while their
 * payouts are not enabled (sent once they are, see sendPendingPayouts).
 */
export async function requestTransfer(
  deps: MovementDeps,
  trx: Kysely<Database>,
  release: LedgerTransaction,
  installerId: string,
): Promise<void> {
  if (!deps.payments.movesMoney || release.leadId === null) return;
  const payable = await ensureAccount(trx, "installer_payable", { userId: installerId });
  const payoutCents = release.entries
    .filter((entry) => entry.accountId === payable.id)
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  const releasedCents = release.entries
    .filter((entry) => entry.amountCents < 0)
    .reduce((sum, entry) => sum - entry.amountCents, 0);
  if (payoutCents <= 0) return;
  const account = await trx
    .selectFrom("payoutAccounts")
    .select("status")
    .where("userId", "=", installerId)
    .executeTakeFirst();
  const enabled = account?.status === "enabled";
  await trx
    .insertInto("providerMovements")
    .values({
      ledgerTransactionId: release.id,
      kind: "transfer",
      leadId: release.leadId,
      userId: installerId,
      amountCents: payoutCents,
      feeCents: releasedCents - payoutCents,
      status: enabled ? "requested" : "payout_pending",
      requestedAt: enabled ? new Date() : null,
    })
    .onConflict((conflict) => conflict.columns(["ledgerTransactionId", "kind"]).doNothing())
    .execute();
}

/** The customer's refund of what a refund transaction gave back, from the hold's payment. */
export async function requestRefund(
  deps: MovementDeps,
  trx: Kysely<Database>,
  refund: LedgerTransaction,
  lead: Pick<LeadRow, "id" | "customerId">,
  hold: number,
): Promise<void> {
  if (!deps.payments.movesMoney) return;
  const checkout = await trx
    .selectFrom("leadCheckouts")
    .select("paymentIntentId")
    .where("leadId", "=", lead.id)
    .where("hold", "=", hold)
    // The attempt that was paid: an earlier one may have failed (async_payment_failed).
    .where("paymentIntentId", "is not", null)
    .where("failedAt", "is", null)
    .executeTakeFirst();
  const paymentIntentId = checkout?.paymentIntentId ?? null;
  if (paymentIntentId === null) {
    // Held without a payment at the provider (an administrator's capture): nothing to give back there.
    deps.log.warn({ leadId: lead.id }, "refund recorded in the ledger only: no provider payment");
    return;
  }
  await requestPaymentRefund(deps, trx, refund, lead, paymentIntentId);
}

/** The customer's refund of what a refund transaction gave back, from the named payment. */
export async function requestPaymentRefund(
  deps: MovementDeps,
  trx: Kysely<Database>,
  refund: LedgerTransaction,
  lead: Pick<LeadRow, "id" | "customerId">,
  paymentIntentId: string,
): Promise<void> {
  if (!deps.payments.movesMoney) return;
  const refundedCents = refund.entries
    .filter((entry) => entry.amountCents > 0)
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  await trx
    .insertInto("providerMovements")
    .values({
      ledgerTransactionId: refund.id,
      kind: "refund",
      leadId: lead.id,
      userId: lead.customerId,
      amountCents: refundedCents,
      paymentIntentId,
      status: "requested",
      requestedAt: new Date(),
    })
    .onConflict((conflict) => conflict.columns(["ledgerTransactionId", "kind"]).doNothing())
    .execute();
}
