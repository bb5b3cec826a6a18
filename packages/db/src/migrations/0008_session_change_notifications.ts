import { sql, type Kysely } from "kysely";

/*
 * Session changes told to every app instance (issue 12). Each instance keeps the session
 * lookups of the last seconds in memory; whatever ends a session or changes what a
 * session says about its user must reach every instance at once, whoever wrote it. A
 * trigger sees every such write, so no writer can forget to tell:
 * - a session revoked, its expiry moved, or the session deleted: `session:<id>`;
 * - a user's email, names, role, verification, password or anonymisation changed, or
 *   the user deleted: `user:<id>`.
 * NOTIFY is sent on commit only, and not at all when the transaction rolls back. The
 * last use of a session (written once a minute) tells nothing.
 */

const CHANNEL = "session_changes";

/** What a session tells its holder about themselves; see SessionUser in the API. */
const USER_COLUMNS = [
  "email",
  "first_name",
  "last_name",
  "role",
  "email_verified",
  "verification_status",
  "password_hash",
  "anonymised_at",
];

const columnsOf = (row: "old" | "new") =>
  sql.join(USER_COLUMNS.map((column) => sql.ref(`${row}.${column}`)));

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_session_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify(
        ${sql.lit(CHANNEL)},
        (case tg_table_name when 'sessions' then 'session:' else 'user:' end) || old.id
      );
      return null;
    end;
    $$
  `.execute(db);
  await sql`
    create trigger sessions_notify_change after update on sessions
    for each row
    when (old.revoked_at is distinct from new.revoked_at
      or old.expires_at is distinct from new.expires_at)
    execute function notify_session_change()
  `.execute(db);
  await sql`
    create trigger sessions_notify_delete after delete on sessions
    for each row execute function notify_session_change()
  `.execute(db);
  await sql`
    create trigger users_notify_change after update on users
    for each row
    when ((${columnsOf("old")}) is distinct from (${columnsOf("new")}))
    execute function notify_session_change()
  `.execute(db);
  await sql`
    create trigger users_notify_delete after delete on users
    for each row execute function notify_session_change()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_notify_delete on users`.execute(db);
  await sql`drop trigger users_notify_change on users`.execute(db);
  await sql`drop trigger sessions_notify_delete on sessions`.execute(db);
  await sql`drop trigger sessions_notify_change on sessions`.execute(db);
  await sql`drop function notify_session_change()`.execute(db);
}
