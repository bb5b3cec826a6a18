import { centsFromDatabase } from "./cents";
import type { LedgerExecutor } from "./ledger-executor";

/*
 * Balances are sums of entries, never stored: the ledger is append-only, so a sum is
 * always the truth. A positive balance is money the account holds (escrow, installer
 * payable, platform fees); a customer's funding account goes negative by what the
 * customer has paid in and not had refunded.
 */

export async function accountBalanceCents(db: LedgerExecutor, accountId: string): Promise<number> {
  const { total } = await db
    .selectFrom("ledgerEntries")
    .select((eb) => eb.fn.sum<string | null>("amountCents").as("total"))
    .where("accountId", "=", accountId)
    .executeTakeFirstOrThrow();
  return centsFromDatabase(total);
}

/** What is held for a lead; 0 before a capture and after a release or refund. */
export async function escrowBalanceCents(db: LedgerExecutor, leadId: string): Promise<number> {
  const { total } = await db
    .selectFrom("ledgerEntries")
    .innerJoin("ledgerAccounts", "ledgerAccounts.id", "ledgerEntries.accountId")
    .select((eb) => eb.fn.sum<string | null>("ledgerEntries.amountCents").as("total"))
    .where("ledgerAccounts.kind", "=", "escrow")
    .where("ledgerAccounts.leadId", "=", leadId)
    .executeTakeFirstOrThrow();
  return centsFromDatabase(total);
}

/**
 * An audit of the whole ledger: every transaction's entries sum to zero, and so do all
 * entries together. The database already refuses an unbalanced transaction at commit;
 * this is the check a test or an operator runs to see that nothing got past it.
 */
export async function ledgerIsBalanced(db: LedgerExecutor): Promise<boolean> {
  const { total } = await db
    .selectFrom("ledgerEntries")
    .select((eb) => eb.fn.sum<string | null>("amountCents").as("total"))
    .executeTakeFirstOrThrow();
  const unbalanced = await db
    .selectFrom("ledgerEntries")
    .select("transactionId")
    .groupBy("transactionId")
    .having((eb) => eb(eb.fn.sum("amountCents"), "<>", 0))
    .limit(1)
    .executeTakeFirst();
  return centsFromDatabase(total) === 0 && unbalanced === undefined;
}
