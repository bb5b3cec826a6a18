import { sql, type Kysely } from "kysely";

/*
 * Submissions that may be sent more than once (issue 23: a request or completion photos
 * queued offline and sent when the connection returns, perhaps twice) carry an
 * Idempotency-Key. The first request with a key claims its row (`answer` null while it
 * runs) and stores its answer; a later one with the same key from the same user is
 * answered from the row, and a different body under that key is refused. Rows are swept
 * a day after they were claimed.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table idempotency_keys (
      user_id uuid not null references users (id) on delete cascade,
      key uuid not null,
      request_hash text not null,
      answer jsonb,
      created_at timestamptz not null default now(),
      primary key (user_id, key)
    )
  `.execute(db);
  await sql`create index idempotency_keys_created_at on idempotency_keys (created_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table idempotency_keys`.execute(db);
}
