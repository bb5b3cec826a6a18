import type { LedgerTransactionRow } from "@uplink/db";
import { said } from "@uplink/domain";
import { Conflict } from "../errors";
import { centsFromDatabase } from "./cents";
import { inTransaction, type LedgerExecutor } from "./ledger-executor";

export type LedgerTransactionKind = LedgerTransactionRow["kind"];

export interface LedgerEntryInput {
  accountId: string;
  /** Integer cents: positive into the account, negative out of it; never zero. */
  amountCents: number;
}

export interface PostTransactionInput {
  /** One movement of money, one key: `capture:<leadId>`, `release:<leadId>`, … */
  idempotencyKey: string;
  kind: LedgerTransactionKind;
  leadId: string | null;
  entries: readonly LedgerEntryInput[];
}

export interface LedgerTransaction {
  id: string;
  idempotencyKey: string;
  kind: LedgerTransactionKind;
  leadId: string | null;
  createdAt: Date;
  entries: LedgerEntryInput[];
  /** True when an earlier call with the same key had posted it and nothing was posted now. */
  replayed: boolean;
}

/**
 * Posts a balanced set of entries as one ledger transaction, exactly once per
 * idempotency key. A retry with the same key and the same entries returns the
 * transaction already posted (`replayed: true`), also when the first attempt is still
 * committing in another connection: the insert waits on the unique key and then does
 * nothing. The same key with other entries is a Conflict, never a second posting.
 *
 * Unbalanced or zero entries are a bug in the caller and throw before anything is
 * written; the database would refuse them at commit anyway.
 */
export async function postTransaction(
  db: LedgerExecutor,
  input: PostTransactionInput,
): Promise<LedgerTransaction> {
  assertBalanced(input.entries);
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto("ledgerTransactions")
      .values({ idempotencyKey: input.idempotencyKey, kind: input.kind, leadId: input.leadId })
      .onConflict((conflict) => conflict.column("idempotencyKey").doNothing())
      .returning(["id", "createdAt"])
      .executeTakeFirst();

    if (inserted === undefined) {
      const existing = await findTransaction(trx, input.idempotencyKey);
      if (existing === null) {
        // Only under REPEATABLE READ or SERIALIZABLE can the row that won be invisible.
        throw new Error(
          `Ledger transaction ${input.idempotencyKey} exists but is not visible: post under READ COMMITTED`,
        );
      }
      if (!samePosting(existing, input)) {
        throw new Conflict(said.server.paymentRecordedDifferently);
      }
      return { ...existing, replayed: true };
    }

    await trx
      .insertInto("ledgerEntries")
      .values(
        input.entries.map((entry) => ({
          transactionId: inserted.id,
          accountId: entry.accountId,
          amountCents: entry.amountCents,
        })),
      )
      .execute();
    return {
      id: inserted.id,
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      leadId: input.leadId,
      createdAt: inserted.createdAt,
      entries: input.entries.map((entry) => ({ ...entry })),
      replayed: false,
    };
  });
}

/** The transaction posted under this key, with its entries in the order they were posted. */
export async function findTransaction(
  db: LedgerExecutor,
  idempotencyKey: string,
): Promise<LedgerTransaction | null> {
  const transaction = await db
    .selectFrom("ledgerTransactions")
    .selectAll()
    .where("idempotencyKey", "=", idempotencyKey)
    .executeTakeFirst();
  if (transaction === undefined) return null;
  const entries = await db
    .selectFrom("ledgerEntries")
    .select(["accountId", "amountCents"])
    .where("transactionId", "=", transaction.id)
    .orderBy("id")
    .execute();
  return {
    ...transaction,
    entries: entries.map((entry) => ({
      accountId: entry.accountId,
      amountCents: centsFromDatabase(entry.amountCents),
    })),
    replayed: false,
  };
}

function assertBalanced(entries: readonly LedgerEntryInput[]): void {
  if (entries.length < 2) {
    throw new Error(`A ledger transaction needs at least two entries, got ${entries.length}`);
  }
  for (const { amountCents } of entries) {
    if (!Number.isSafeInteger(amountCents) || amountCents === 0) {
      throw new Error(`Ledger amounts are non-zero whole cents, got ${amountCents}`);
    }
  }
  const sum = entries.reduce((total, entry) => total + entry.amountCents, 0);
  if (sum !== 0) throw new Error(`Ledger entries must sum to zero, got ${sum}`);
}

function samePosting(existing: LedgerTransaction, input: PostTransactionInput): boolean {
  const key = (entry: LedgerEntryInput) => `${entry.accountId}:${entry.amountCents}`;
  const sorted = (entries: readonly LedgerEntryInput[]) => entries.map(key).sort().join(",");
  return (
    existing.kind === input.kind &&
    existing.leadId === input.leadId &&
    sorted(existing.entries) === sorted(input.entries)
  );
}
