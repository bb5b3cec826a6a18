import type { LedgerAccountRow, LedgerAccountsTable } from "@uplink/db";
import type { LedgerExecutor } from "./ledger-executor";

export type LedgerAccountKind = LedgerAccountsTable["kind"];

/**
 * Whose account it is. Customer funding and installer payable accounts belong to a
 * user, a lead's escrow account to the lead, and the one platform fees account to
 * neither.
 */
export interface LedgerAccountOwner {
  userId?: string | null;
  leadId?: string | null;
}

/**
 * The account of this kind and owner, created on first use. Two callers creating the
 * same account at once both get the one row: the loser of the insert waits for the
 * winner's commit and then finds its row.
 */
export async function ensureAccount(
  db: LedgerExecutor,
  kind: LedgerAccountKind,
  owner: LedgerAccountOwner = {},
): Promise<LedgerAccountRow> {
  const userId = owner.userId ?? null;
  const leadId = owner.leadId ?? null;
  await db
    .insertInto("ledgerAccounts")
    .values({ kind, userId, leadId })
    .onConflict((conflict) => conflict.columns(["kind", "userId", "leadId"]).doNothing())
    .execute();
  return db
    .selectFrom("ledgerAccounts")
    .selectAll()
    .where("kind", "=", kind)
    .where((eb) => (userId === null ? eb("userId", "is", null) : eb("userId", "=", userId)))
    .where((eb) => (leadId === null ? eb("leadId", "is", null) : eb("leadId", "=", leadId)))
    .executeTakeFirstOrThrow();
}
