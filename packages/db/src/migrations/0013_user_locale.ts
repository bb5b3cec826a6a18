import { sql, type Kysely } from "kysely";

/*
 * Languages (issue 14): the language a user chose for the site and for the emails they
 * receive. Null until they choose one or sign up (then the language of their browser):
 * English is used meanwhile. The six codes are written out here, frozen with the
 * migration, rather than read from the domain's LOCALES of today.
 *
 * A session tells its holder's language to each request (it picks the language of the
 * request's messages), so a change of it is a session change like a change of name:
 * the users trigger of 0008 is redefined to notify it too.
 */

const LOCALES = ["en", "de", "fr", "es", "it", "pl"];

/** What a session tells its holder about themselves; see SessionUser in the API. */
const USER_COLUMNS_0008 = [
  "email",
  "first_name",
  "last_name",
  "role",
  "email_verified",
  "verification_status",
  "password_hash",
  "anonymised_at",
];

const columnsOf = (columns: string[], row: "old" | "new") =>
  sql.join(columns.map((column) => sql.ref(`${row}.${column}`)));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function notifyChangesOf(db: Kysely<any>, columns: string[]): Promise<void> {
  await sql`drop trigger users_notify_change on users`.execute(db);
  await sql`
    create trigger users_notify_change after update on users
    for each row
    when ((${columnsOf(columns, "old")}) is distinct from (${columnsOf(columns, "new")}))
    execute function notify_session_change()
  `.execute(db);
}

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("locale", "text", (col) =>
      col.check(sql`locale in (${sql.join(LOCALES.map((locale) => sql.lit(locale)))})`),
    )
    .execute();
  await notifyChangesOf(db, [...USER_COLUMNS_0008, "locale"]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await notifyChangesOf(db, USER_COLUMNS_0008);
  await db.schema.alterTable("users").dropColumn("locale").execute();
}
