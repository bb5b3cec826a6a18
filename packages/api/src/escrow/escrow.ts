import type { LedgerAccountRow } from "@uplink/db";
import { centsToEuros, platformFeeCents, said } from "@uplink/domain";
import { BadRequest, Conflict } from "../errors";
import { ensureAccount } from "./ledger-accounts";
import { accountBalanceCents } from "./ledger-balances";
import { inTransaction, type LedgerExecutor } from "./ledger-executor";
import { findTransaction, postTransaction, type LedgerTransaction } from "./ledger-transactions";

/*
 * A lead's payment through escrow (ARCHITECTURE §4 "Money and escrow"):
 *
 *   capture  customer_funding → escrow                     when an installer accepts
 *   release  escrow → installer_payable + platform_fees    when the customer approves
 *   refund   escrow → customer_funding                     instead of a release
 *
 * Each happens at most once per hold of a lead, under the idempotency key `<kind>:<leadId>`
 * (`<kind>:<leadId>:<hold>` from the second hold on: a lead an installer withdrew from is
 * refunded, NEW again, and held anew when the next installer accepts it), and
 * each first locks the lead's escrow account row (SELECT … FOR UPDATE), so that the
 * movements of one lead run one after another whatever runs in parallel: two releases,
 * or a release and a refund, cannot both spend what is held. Leads do not wait for each
 * other.
 *
 * Every function takes the application's Kysely or a transaction of the caller's. In a
 * caller's transaction the lock is held until the caller commits. A caller that also
 * locks the lead's row locks it first (lead, then escrow), so that locks are always
 * taken in the same order and two actions cannot deadlock.
 */

/**
 * Which hold of the lead's price a movement belongs to: 1 for the first acceptance, one
 * more after each withdrawal. A release ends the lead's last hold, so it needs none.
 */
export interface EscrowHold {
  hold?: number;
}

export interface CaptureEscrowInput extends EscrowHold {
  leadId: string;
  customerId: string;
  amountCents: number;
}

export interface ReleaseEscrowInput {
  leadId: string;
  installerId: string;
  /** PLATFORM_FEE_PERCENT: the share of the held amount kept by the platform. */
  feePercent: number;
}

export interface RefundEscrowInput extends EscrowHold {
  leadId: string;
}

const idempotencyKey = (kind: "capture" | "release" | "refund", leadId: string, hold = 1) =>
  hold === 1 ? `${kind}:${leadId}` : `${kind}:${leadId}:${hold}`;

/**
 * Holds a lead's price in escrow. A retry returns the first capture; capturing a
 * different amount or from another customer for the same lead is a Conflict.
 */
export async function captureEscrow(
  db: LedgerExecutor,
  { leadId, customerId, amountCents, hold = 1 }: CaptureEscrowInput,
): Promise<LedgerTransaction> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new BadRequest(said.server.escrowAmountInvalid);
  }
  assertHold(hold);
  return inTransaction(db, async (trx) => {
    const escrow = await lockEscrowAccount(trx, leadId);
    const funding = await ensureAccount(trx, "customer_funding", { userId: customerId });
    return postTransaction(trx, {
      idempotencyKey: idempotencyKey("capture", leadId, hold),
      kind: "capture",
      leadId,
      entries: [
        { accountId: escrow.id, amountCents },
        { accountId: funding.id, amountCents: -amountCents },
      ],
    });
  });
}

/**
 * Pays out everything held for a lead: the installer's share to their payable account,
 * the platform fee (rounded down to the cent, see platformFeeCents) to the platform.
 * Happens once: a retry returns the first release, whatever installer or fee it names.
 */
export async function releaseEscrow(
  db: LedgerExecutor,
  { leadId, installerId, feePercent }: ReleaseEscrowInput,
): Promise<LedgerTransaction> {
  return inTransaction(db, async (trx) => {
    const escrow = await lockEscrowAccount(trx, leadId);
    const earlier = await findTransaction(trx, idempotencyKey("release", leadId));
    if (earlier) return { ...earlier, replayed: true };

    const heldCents = await accountBalanceCents(trx, escrow.id);
    if (heldCents <= 0) {
      const refund = await findTransaction(trx, idempotencyKey("refund", leadId));
      throw new Conflict(
        refund ? said.server.escrowAlreadyRefunded : said.server.escrowNothingToRelease,
      );
    }
    const { feeCents, payoutCents } = platformFeeCents(heldCents, feePercent);
    const payable = await ensureAccount(trx, "installer_payable", { userId: installerId });
    const fees = await ensureAccount(trx, "platform_fees");
    return postTransaction(trx, {
      idempotencyKey: idempotencyKey("release", leadId),
      kind: "release",
      leadId,
      entries: [
        { accountId: escrow.id, amountCents: -heldCents },
        { accountId: payable.id, amountCents: payoutCents },
        { accountId: fees.id, amountCents: feeCents },
      ].filter((entry) => entry.amountCents !== 0),
    });
  });
}

/**
 * Returns everything held for a lead (in this hold) to the customer who paid it in. Not
 * after a release; a retry returns the first refund of the hold.
 */
export async function refundEscrow(
  db: LedgerExecutor,
  { leadId, hold = 1 }: RefundEscrowInput,
): Promise<LedgerTransaction> {
  assertHold(hold);
  return inTransaction(db, async (trx) => {
    const escrow = await lockEscrowAccount(trx, leadId);
    const earlier = await findTransaction(trx, idempotencyKey("refund", leadId, hold));
    if (earlier) return { ...earlier, replayed: true };
    if (await findTransaction(trx, idempotencyKey("release", leadId))) {
      throw new Conflict(said.server.escrowAlreadyReleased);
    }

    const heldCents = await accountBalanceCents(trx, escrow.id);
    const capture = await findTransaction(trx, idempotencyKey("capture", leadId, hold));
    // The capture's only credit is the funding account the money came from.
    const funding = capture?.entries.find((entry) => entry.amountCents < 0);
    if (heldCents <= 0 || funding === undefined)
      throw new Conflict(said.server.escrowNothingToRefund);
    return postTransaction(trx, {
      idempotencyKey: idempotencyKey("refund", leadId, hold),
      kind: "refund",
      leadId,
      entries: [
        { accountId: escrow.id, amountCents: -heldCents },
        { accountId: funding.accountId, amountCents: heldCents },
      ],
    });
  });
}

export interface LatePaymentInput {
  leadId: string;
  customerId: string;
  amountCents: number;
  /** The provider's checkout the payment was made at: names the pair of transactions. */
  checkoutId: string;
}

/**
 * A payment the provider took for a checkout of a job that had already lapsed (NEW again,
 * nothing due): recorded as coming in and going straight back to the customer, a capture
 * and a refund under keys of the checkout's own, so it is never the lead's hold (whose
 * keys name only holds) and a retry posts nothing more. Answers the refund.
 */
export async function returnLatePayment(
  db: LedgerExecutor,
  { leadId, customerId, amountCents, checkoutId }: LatePaymentInput,
): Promise<LedgerTransaction> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new BadRequest(said.server.escrowAmountInvalid);
  }
  return inTransaction(db, async (trx) => {
    const escrow = await lockEscrowAccount(trx, leadId);
    const funding = await ensureAccount(trx, "customer_funding", { userId: customerId });
    const inAndOut = (amount: number) => [
      { accountId: escrow.id, amountCents: amount },
      { accountId: funding.id, amountCents: -amount },
    ];
    await postTransaction(trx, {
      idempotencyKey: `capture:${leadId}:late:${checkoutId}`,
      kind: "capture",
      leadId,
      entries: inAndOut(amountCents),
    });
    return postTransaction(trx, {
      idempotencyKey: `refund:${leadId}:late:${checkoutId}`,
      kind: "refund",
      leadId,
      entries: inAndOut(-amountCents),
    });
  });
}

export interface SplitEscrowInput extends EscrowHold {
  leadId: string;
  installerId: string;
  /** The installer's share before the platform fee: more than 0, less than what is held. */
  installerCents: number;
  feePercent: number;
}

/**
 * An administrator's split of what is held for a lead (issue 11): the installer's share
 * is released (less the platform fee on that share) and the rest refunded to the
 * customer who paid it in — two balanced transactions under the release and refund
 * keys, posted together under the escrow lock. A retry returns the first split.
 */
export async function splitEscrow(
  db: LedgerExecutor,
  { leadId, installerId, installerCents, feePercent, hold = 1 }: SplitEscrowInput,
): Promise<{ release: LedgerTransaction; refund: LedgerTransaction }> {
  assertHold(hold);
  return inTransaction(db, async (trx) => {
    const escrow = await lockEscrowAccount(trx, leadId);
    const releaseKey = idempotencyKey("release", leadId);
    const refundKey = idempotencyKey("refund", leadId, hold);
    const [earlierRelease, earlierRefund] = [
      await findTransaction(trx, releaseKey),
      await findTransaction(trx, refundKey),
    ];
    if (earlierRelease && earlierRefund) {
      return {
        release: { ...earlierRelease, replayed: true },
        refund: { ...earlierRefund, replayed: true },
      };
    }
    if (earlierRelease) throw new Conflict(said.server.escrowAlreadyReleased);
    if (earlierRefund) throw new Conflict(said.server.escrowAlreadyRefunded);

    const heldCents = await accountBalanceCents(trx, escrow.id);
    const capture = await findTransaction(trx, idempotencyKey("capture", leadId, hold));
    const funding = capture?.entries.find((entry) => entry.amountCents < 0);
    if (heldCents <= 0 || funding === undefined)
      throw new Conflict(said.server.escrowNothingToRefund);
    if (
      !Number.isSafeInteger(installerCents) ||
      installerCents <= 0 ||
      installerCents >= heldCents
    ) {
      throw new BadRequest(said.server.settlementShareOutOfRange(centsToEuros(heldCents)));
    }
    const { feeCents, payoutCents } = platformFeeCents(installerCents, feePercent);
    const payable = await ensureAccount(trx, "installer_payable", { userId: installerId });
    const fees = await ensureAccount(trx, "platform_fees");
    const release = await postTransaction(trx, {
      idempotencyKey: releaseKey,
      kind: "release",
      leadId,
      entries: [
        { accountId: escrow.id, amountCents: -installerCents },
        { accountId: payable.id, amountCents: payoutCents },
        { accountId: fees.id, amountCents: feeCents },
      ].filter((entry) => entry.amountCents !== 0),
    });
    const refundCents = heldCents - installerCents;
    const refund = await postTransaction(trx, {
      idempotencyKey: refundKey,
      kind: "refund",
      leadId,
      entries: [
        { accountId: escrow.id, amountCents: -refundCents },
        { accountId: funding.accountId, amountCents: refundCents },
      ],
    });
    return { release, refund };
  });
}

/** Whether the lead's price is held in escrow for this hold (its capture was posted). */
export async function isHeld(db: LedgerExecutor, leadId: string, hold = 1): Promise<boolean> {
  return (await findTransaction(db, idempotencyKey("capture", leadId, hold))) !== null;
}

function assertHold(hold: number): void {
  if (!Number.isSafeInteger(hold) || hold < 1) {
    throw new Error(`An escrow hold is counted from 1, got ${hold}`);
  }
}

/**
 * The lead's escrow account, created on first use and locked until the transaction
 * ends. Insert-then-lock means even the first movement of a new lead is serialised.
 */
async function lockEscrowAccount(
  trx: LedgerExecutor,
  leadId: string,
): Promise<Pick<LedgerAccountRow, "id">> {
  const account = await ensureAccount(trx, "escrow", { leadId });
  return trx
    .selectFrom("ledgerAccounts")
    .select("id")
    .where("id", "=", account.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
