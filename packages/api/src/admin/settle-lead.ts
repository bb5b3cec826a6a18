import type { Transaction } from "kysely";
import type { Database, LeadRow } from "@uplink/db";
import {
  centsToEuros,
  eurosToCents,
  messages,
  SETTLE_ACTIONS,
  type Lead,
  type SettleLeadInput,
  said,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict } from "../errors";
import { releaseEscrow, splitEscrow } from "../escrow/escrow";
import { escrowBalanceCents } from "../escrow/ledger-balances";
import { changeLead } from "../leads/change-lead";
import { escrowHoldOf, refundLeadEscrow } from "../leads/escrow-holds";
import { alertDescription } from "../i18n/kept-text";
import { requestRefund, requestTransfer } from "../money-moves/request-movements";

const { server } = messages;

interface Settled {
  installerCents: number;
  refundedCents: number;
}

/**
 * An administrator ends a dispute, or a job stuck with its money held (issue 11): all of
 * it to the installer (APPROVED, the usual fee), all of it back to the customer
 * (CANCELLED), or a split (APPROVED; the installer's share released less the fee on it,
 * the rest refunded). One step of the state machine under the lead's lock, so it happens
 * exactly once: a second settlement finds the lead APPROVED or CANCELLED and gets 409.
 * The lead then carries the outcome, the amounts and the note; both parties are told and
 * every refund raises a refund_credit alert.
 */
export async function settleLead(
  deps: ApiDeps,
  admin: SessionUser,
  { id, outcome, installerEuros, note }: SettleLeadInput,
): Promise<Lead> {
  const summary = (lead: LeadRow) =>
    server.settlementSummary(
      outcome,
      centsToEuros(lead.settlementInstallerCents ?? 0),
      centsToEuros(lead.settlementRefundedCents ?? 0),
    );
  return changeLead(deps, admin, id, {
    action: SETTLE_ACTIONS[outcome],
    event: "settled",
    notify: "both",
    permit: () => undefined,
    systemDetails: (lead) =>
      said.server.settlementSummary(
        outcome,
        centsToEuros(lead.settlementInstallerCents ?? 0),
        centsToEuros(lead.settlementRefundedCents ?? 0),
      ),
    mailDetails: (lead) => [summary(lead), server.settlementNote(note)],
    async apply(trx, lead) {
      const settled = await moveMoney(deps, trx, lead, outcome, installerEuros);
      const now = new Date();
      return {
        settledAt: now,
        settledBy: admin.id,
        settlementOutcome: outcome,
        settlementInstallerCents: settled.installerCents,
        settlementRefundedCents: settled.refundedCents,
        settlementNote: note,
        ...(outcome === "refund" ? { cancelledAt: now } : { approvedAt: now }),
      };
    },
  });
}

async function moveMoney(
  deps: ApiDeps,
  trx: Transaction<Database>,
  lead: LeadRow,
  outcome: SettleLeadInput["outcome"],
  installerEuros: number | undefined,
): Promise<Settled> {
  const heldCents = await escrowBalanceCents(trx, lead.id);
  if (heldCents <= 0) throw new Conflict(said.server.settlementNothingHeld);
  if (outcome === "refund") {
    await refundLeadEscrow(deps, trx, lead, "settled");
    return { installerCents: 0, refundedCents: heldCents };
  }
  if (lead.installerId === null) throw new Conflict(said.server.settlementInstallerMissing);
  const feePercent = deps.config.platformFeePercent;
  if (outcome === "release") {
    const release = await releaseEscrow(trx, {
      leadId: lead.id,
      installerId: lead.installerId,
      feePercent,
    });
    await requestTransfer(deps, trx, release, lead.installerId);
    return { installerCents: heldCents, refundedCents: 0 };
  }
  const installerCents = eurosToCents(installerEuros ?? 0);
  const hold = await escrowHoldOf(trx, lead.id);
  const { release, refund } = await splitEscrow(trx, {
    leadId: lead.id,
    installerId: lead.installerId,
    installerCents,
    feePercent,
    hold,
  });
  await requestTransfer(deps, trx, release, lead.installerId);
  await requestRefund(deps, trx, refund, lead, hold);
  const refundedCents = heldCents - installerCents;
  await trx
    .insertInto("alerts")
    .values({
      type: "refund_credit",
      ...alertDescription(
        said.alerts.escrowRefunded(centsToEuros(refundedCents), lead.title, "settled"),
      ),
      details: { refundedCents, ledgerTransactionId: refund.id, reason: "settled" },
      leadId: lead.id,
      userId: lead.customerId,
    })
    .execute();
  return { installerCents, refundedCents };
}
