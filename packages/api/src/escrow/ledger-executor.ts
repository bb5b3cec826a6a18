import type { Kysely, Transaction } from "kysely";
import type { Database } from "@uplink/db";

/**
 * What ledger functions run on: the application's Kysely, or a transaction the caller
 * opened (the lead workflow moves money inside the transaction that changes the lead's
 * status, so both happen or neither does). Transaction<Database> is a Kysely<Database>.
 */
export type LedgerExecutor = Kysely<Database>;

/**
 * Runs `work` in the caller's transaction if it passed one, else in a new one. The
 * ledger relies on PostgreSQL's default READ COMMITTED isolation: a statement that waited
 * for another transaction's lock sees what that transaction committed.
 */
export function inTransaction<T>(
  db: LedgerExecutor,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
