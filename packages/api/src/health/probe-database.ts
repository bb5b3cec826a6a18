import { sql, type Kysely } from "kysely";
import type { Database } from "@uplink/db";

/**
 * How long a check waits for the answer. Short: a load balancer asking for health must
 * learn of a database that stopped answering within a couple of seconds.
 */
export const READINESS_CHECK_TIMEOUT_MS = 1_000;

class DatabaseTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`the database did not answer within ${timeoutMs} ms`);
    this.name = "DatabaseTimeout";
  }
}

/**
 * Resolves once the database answers `select 1`; rejects when it fails or takes longer
 * than `timeoutMs` (the query may still finish afterwards; its answer is ignored).
 */
export async function probeDatabase(db: Kysely<Database>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeout(timeoutMs)), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), late]);
  } finally {
    clearTimeout(timer);
  }
}
