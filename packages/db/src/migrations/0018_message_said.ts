import { sql, type Kysely } from "kysely";

/*
 * A chat's SYSTEM line (a lead's step, a warning that contact details were removed) is
 * kept by key too (issue 22), like activity lines and alerts' descriptions (0017): the
 * message it says (`{ key, params }`, see the domain's i18n/catalogue.ts), so that each
 * party reads it in their own language. `body` stays filled with the English wording,
 * for REST clients of old, exports and the rows written before, which have no key.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table messages add column body_said jsonb`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table messages drop column body_said`.execute(db);
}
