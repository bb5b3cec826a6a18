import { sql, type Kysely } from "kysely";

/*
 * Text the server keeps for others to read (issue 22): an activity line and an alert's
 * description are kept by key too, as the message they say (`{ key, params }`, see the
 * domain's i18n/catalogue.ts), so that each reader reads them in their own language. The
 * text columns stay filled with the English wording (for old readers, exports and the
 * account deletion that rewrites a name); the rows written before have no key and keep
 * showing their text.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table activities add column body_said jsonb`.execute(db);
  await sql`alter table alerts add column description_said jsonb`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table alerts drop column description_said`.execute(db);
  await sql`alter table activities drop column body_said`.execute(db);
}
