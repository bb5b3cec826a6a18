import { sql, type Kysely } from "kysely";

/*
 * Changes of what anyone may read about an installer (issue 25), told to every app
 * instance: the memory of public installer answers (profiles and the directory) forgets
 * what they touch, whichever instance wrote the change. On channel `installer_changes`,
 * on commit, the payload is the installer's user id, for:
 * - a review of them written, revealed, hidden, answered or deleted (their rating, which
 *   user_ratings keeps from reviews, changes only with them);
 * - their installer profile inserted, changed or deleted (company, bio, service area);
 * - an installer's account inserted, deleted, or changed in what a public answer shows or
 *   who is public: names, e-mail verification, role, approval, anonymisation.
 * The completed jobs they are counted with are leads changing status, which `lead_changes`
 * (0011) already tells.
 */

const CHANNEL = "installer_changes";

/** The users' columns a public answer depends on. */
const USER_COLUMNS = [
  "role",
  "verification_status",
  "anonymised_at",
  "first_name",
  "last_name",
  "email_verified",
  "created_at",
];

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of [
    ["reviews", "subject_id"],
    ["installer_profiles", "user_id"],
    ["users", "id"],
  ] as const) {
    await sql`
      create function ${sql.raw(`notify_installer_change_${table}`)}() returns trigger
      language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(CHANNEL)},
          (case when tg_op = 'DELETE' then old.${sql.raw(column)}
           else new.${sql.raw(column)} end)::text);
        return null;
      end;
      $$
    `.execute(db);
  }
  await sql`
    create trigger reviews_notify_installer_change after insert or update or delete on reviews
    for each row execute function notify_installer_change_reviews()
  `.execute(db);
  await sql`
    create trigger installer_profiles_notify_installer_change
    after insert or update or delete on installer_profiles
    for each row execute function notify_installer_change_installer_profiles()
  `.execute(db);
  const columnsOf = (row: "old" | "new") =>
    sql.join(USER_COLUMNS.map((column) => sql.ref(`${row}.${column}`)));
  await sql`
    create trigger users_notify_installer_change_update after update on users
    for each row
    when ((old.role = 'installer' or new.role = 'installer')
      and (${columnsOf("old")}) is distinct from (${columnsOf("new")}))
    execute function notify_installer_change_users()
  `.execute(db);
  await sql`
    create trigger users_notify_installer_change_insert after insert on users
    for each row when (new.role = 'installer')
    execute function notify_installer_change_users()
  `.execute(db);
  await sql`
    create trigger users_notify_installer_change_delete after delete on users
    for each row when (old.role = 'installer')
    execute function notify_installer_change_users()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_notify_installer_change_delete on users`.execute(db);
  await sql`drop trigger users_notify_installer_change_insert on users`.execute(db);
  await sql`drop trigger users_notify_installer_change_update on users`.execute(db);
  await sql`drop trigger installer_profiles_notify_installer_change on installer_profiles`.execute(
    db,
  );
  await sql`drop trigger reviews_notify_installer_change on reviews`.execute(db);
  for (const table of ["users", "installer_profiles", "reviews"]) {
    await sql`drop function ${sql.raw(`notify_installer_change_${table}`)}()`.execute(db);
  }
}
