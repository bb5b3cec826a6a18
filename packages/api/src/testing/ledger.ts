import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import { ensureAccount, type LedgerAccountKind } from "../escrow/ledger-accounts";
import { escrowBalanceCents, ledgerIsBalanced } from "../escrow/ledger-balances";
import { inTransaction } from "../escrow/ledger-executor";
import { postTransaction } from "../escrow/ledger-transactions";

export interface LedgerSide {
  kind: LedgerAccountKind;
  userId: string | null;
}

/**
 * Moves `cents` of a lead's money between two ledger accounts in one balanced
 * transaction, posted as the escrow service posts it, creating the accounts as needed.
 * Every account but the platform's fees belongs to the lead (a funding or payable
 * account too, which the escrow service keeps per user), and every call posts anew
 * under a fresh key, so a test can book what no escrow step would.
 */
export async function bookLedgerMovement(
  db: Kysely<Database>,
  movement: {
    leadId: string;
    kind: "capture" | "release" | "refund";
    from: LedgerSide;
    to: LedgerSide;
    cents: number;
  },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const accountOf = async ({ kind, userId }: LedgerSide) => {
      const leadId = kind === "platform_fees" ? null : movement.leadId;
      return (await ensureAccount(trx, kind, { userId, leadId })).id;
    };
    await postTransaction(trx, {
      idempotencyKey: randomUUID(),
      kind: movement.kind,
      leadId: movement.leadId,
      entries: [
        { accountId: await accountOf(movement.from), amountCents: -movement.cents },
        { accountId: await accountOf(movement.to), amountCents: movement.cents },
      ],
    });
  });
}

/** Where a lead's money stands: release transactions booked, cents left in escrow, ledger balanced. */
export async function settlementOf(db: Kysely<Database>, leadId: string) {
  const releases = await db
    .selectFrom("ledgerTransactions")
    .select("id")
    .where("leadId", "=", leadId)
    .where("kind", "=", "release")
    .execute();
  return {
    releases: releases.length,
    escrowCents: await escrowBalanceCents(db, leadId),
    balanced: await ledgerIsBalanced(db),
  };
}
