import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { sql, type Kysely } from "kysely";
import type { Database, JsonValue } from "@uplink/db";
import { said } from "@uplink/domain";
import { Conflict, UnprocessableContent } from "../errors";

/** How long the answer to a key is kept (and replayed). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** A claim this old with no answer was left by a process that stopped: it is taken over. */
const ABANDONED_CLAIM_MS = 5 * 60 * 1000;

/** How often a request waits to see the answer of the same key's first request. */
const WAIT_STEP_MS = 100;

/** How long it waits at most before it answers 409 (retry later). */
const MAX_WAIT_MS = 120_000;

export interface IdempotentCall {
  userId: string;
  key: string;
  /** The procedure's name: the same key for another procedure is another body. */
  procedure: string;
  /** The procedure's parsed input: the same key with another one is refused (422). */
  input: unknown;
}

/**
 * `work`'s answer, worked out once per user and key: the first request claims the key
 * (a row without answer), does the work and stores its answer; a request with the same
 * key and body gets that answer without doing anything, waiting for it while the first
 * is still working. If the work fails, the claim is let go, so a retry does it anew.
 * The answer is stored as JSON, so `work` must answer plain JSON (a procedure's output).
 */
export async function runOnce<T>(
  db: Kysely<Database>,
  call: IdempotentCall,
  work: () => Promise<T>,
): Promise<T> {
  const requestHash = hashOf(call);
  const started = Date.now();
  for (;;) {
    if (await claim(db, call, requestHash)) return doAndRemember(db, call, work);
    const row = await db
      .selectFrom("idempotencyKeys")
      .select(["requestHash", "answer", "createdAt"])
      .where("userId", "=", call.userId)
      .where("key", "=", call.key)
      .executeTakeFirst();
    if (!row) continue; // The first request failed meanwhile and let the key go.
    if (row.requestHash !== requestHash) {
      throw new UnprocessableContent(said.server.idempotencyKeyReused);
    }
    if (row.answer !== null) return row.answer as T;
    if (Date.now() - row.createdAt.getTime() > ABANDONED_CLAIM_MS) {
      await letGo(db, call);
      continue;
    }
    if (Date.now() - started > MAX_WAIT_MS) {
      throw new Conflict(said.server.idempotencyKeyInProgress);
    }
    await sleep(WAIT_STEP_MS);
  }
}

async function doAndRemember<T>(
  db: Kysely<Database>,
  call: IdempotentCall,
  work: () => Promise<T>,
): Promise<T> {
  let answer: T;
  try {
    answer = await work();
  } catch (error) {
    await letGo(db, call);
    throw error;
  }
  await db
    .updateTable("idempotencyKeys")
    .set({ answer: JSON.stringify(answer) as unknown as JsonValue })
    .where("userId", "=", call.userId)
    .where("key", "=", call.key)
    .execute();
  return answer;
}

/** Whether this request claimed the key (a key already claimed is left as it is). */
async function claim(
  db: Kysely<Database>,
  call: IdempotentCall,
  requestHash: string,
): Promise<boolean> {
  const claimed = await db
    .insertInto("idempotencyKeys")
    .values({ userId: call.userId, key: call.key, requestHash, answer: null })
    .onConflict((conflict) => conflict.columns(["userId", "key"]).doNothing())
    .returning("key")
    .executeTakeFirst();
  return claimed !== undefined;
}

function letGo(db: Kysely<Database>, call: IdempotentCall) {
  return db
    .deleteFrom("idempotencyKeys")
    .where("userId", "=", call.userId)
    .where("key", "=", call.key)
    .where("answer", "is", null)
    .execute();
}

function hashOf({ procedure, input }: IdempotentCall): string {
  return createHash("sha256")
    .update(procedure)
    .update("\0")
    .update(canonicalJson(input))
    .digest("hex");
}

/** JSON with every object's keys sorted, so the same body hashes alike however it was written. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );
}

/** Removes the keys older than IDEMPOTENCY_KEY_TTL_MS; answers how many. */
export async function sweepIdempotencyKeys(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom("idempotencyKeys")
    .where(
      "createdAt",
      "<",
      sql<Date>`now() - ${`${IDEMPOTENCY_KEY_TTL_MS} milliseconds`}::interval`,
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
