import { sql, type Kysely } from "kysely";

/**
 * The keys of the advisory locks the application takes, in one place so that no two
 * share a key. Each spells a word in ASCII, so it can be recognised in pg_locks.
 */
export const AdvisoryLock = {
  /** A migration run, from Kysely's bookkeeping tables to the last migration ("uplink"). */
  migrations: 0x75706c696e6b,
  /** Creating and updating the job queue's schema and queues at start ("upjobs"). */
  jobQueueStart: 0x75706a6f6273,
} as const;

/**
 * Runs `work` while this process holds the session-level advisory lock `key`, so that
 * instances on one database doing the same thing at once take turns: the others wait
 * (for as long as it takes) and then run `work` in their turn. `work` gets the connection
 * that holds the lock, without the pool's statement timeout; it may also use others.
 * Were the connection lost, PostgreSQL would release the lock with it.
 */
export async function withAdvisoryLock<DB, T>(
  db: Kysely<DB>,
  key: number,
  work: (connection: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      await sql`select pg_advisory_lock(${key})`.execute(connection);
      try {
        return await work(connection);
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(connection);
      }
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}
