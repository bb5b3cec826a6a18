import { sql, type Transaction } from "kysely";
import type { Database } from "@uplink/db";

/** First key of the two-key advisory locks on photo contents ("phot"), apart from others. */
const PHOTO_CONTENT_LOCKS = 0x70686f74;

/**
 * Locks photo contents (by content hash) until the transaction ends. Rows naming a
 * content are written under a shared lock, after making sure its file exists; the file
 * of a content is removed only under the exclusive lock, once no row names it. So a
 * file is never removed while a row naming it is being written, and a row is never
 * written without its file. Locks are taken in one order, so two transactions cannot
 * wait for each other.
 */
export async function lockPhotoContents(
  trx: Transaction<Database>,
  contentHashes: readonly string[],
  mode: "shared" | "exclusive",
): Promise<void> {
  const keys = [...new Set(contentHashes.map(lockKeyOf))].sort((a, b) => a - b);
  for (const key of keys) {
    await (
      mode === "shared"
        ? sql`select pg_advisory_xact_lock_shared(${PHOTO_CONTENT_LOCKS}::integer, ${key}::integer)`
        : sql`select pg_advisory_xact_lock(${PHOTO_CONTENT_LOCKS}::integer, ${key}::integer)`
    ).execute(trx);
  }
}

/** 32 bits of the hash: two contents sharing them only wait for each other. */
function lockKeyOf(contentHash: string): number {
  return Number.parseInt(contentHash.slice(0, 8), 16) | 0;
}
