import {
  centsToEuros,
  LeadStatus,
  type LeadPaymentInput,
  type PaymentResult,
  said,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict } from "../errors";
import { captureEscrow, releaseEscrow } from "../escrow/escrow";
import type { LedgerTransaction } from "../escrow/ledger-transactions";
import { escrowHoldOf } from "../leads/escrow-holds";
import { findLead } from "../leads/lead-access";
import { queueLeadMovements } from "../money-moves/movement-scheduler";
import { requestTransfer } from "../money-moves/request-movements";

/*
 * POST /api/payments/capture and /api/payments/release: an administrator drives the same
 * ledger the workflow does, e.g. to retry after a payment provider failed. Both only
 * redo what the lead's status says has happened (accepted → held; approved → released)
 * and both are idempotent: the workflow's own capture or release is answered as a
 * replay, never posted twice. Each locks the lead's row first, as the workflow does.
 */

export function captureLeadPayment(
  deps: ApiDeps,
  _admin: SessionUser,
  { leadId }: LeadPaymentInput,
): Promise<PaymentResult> {
  return deps.db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, leadId, { forUpdate: true });
    if (
      lead.status === LeadStatus.NEW ||
      lead.status === LeadStatus.CANCELLED ||
      lead.valueCents === null
    ) {
      throw new Conflict(said.server.paymentCaptureNotDue(lead.status));
    }
    const capture = await captureEscrow(trx, {
      leadId,
      customerId: lead.customerId,
      amountCents: Number(lead.valueCents),
      hold: await escrowHoldOf(trx, leadId),
    });
    return toPaymentResult(capture, leadId, "capture");
  });
}

export async function releaseLeadPayment(
  deps: ApiDeps,
  _admin: SessionUser,
  { leadId }: LeadPaymentInput,
): Promise<PaymentResult> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, leadId, { forUpdate: true });
    if (lead.status !== LeadStatus.APPROVED || lead.installerId === null) {
      throw new Conflict(said.server.paymentReleaseNotDue(lead.status));
    }
    const release = await releaseEscrow(trx, {
      leadId,
      installerId: lead.installerId,
      feePercent: deps.config.platformFeePercent,
    });
    await requestTransfer(deps, trx, release, lead.installerId);
    return toPaymentResult(release, leadId, "release");
  });
  await queueLeadMovements(deps, leadId);
  return result;
}

function toPaymentResult(
  transaction: LedgerTransaction,
  leadId: string,
  kind: PaymentResult["kind"],
): PaymentResult {
  const movedCents = transaction.entries
    .filter((entry) => entry.amountCents > 0)
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  return {
    leadId,
    kind,
    amount: centsToEuros(movedCents),
    replayed: transaction.replayed,
    createdAt: transaction.createdAt.toISOString(),
  };
}
