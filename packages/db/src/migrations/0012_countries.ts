import { sql, type Kysely } from "kysely";

/*
 * Addresses and phone numbers per country (issue 14): a lead, a user and an installer's
 * profile may name the country their postal code and phone number belong to, as its
 * ISO 3166-1 alpha-2 code ("GB" for the United Kingdom). Nullable: requests and accounts
 * made before keep working without one. The codes are the countries Uplink serves (EU,
 * EEA, United Kingdom, Switzerland), written out here because a migration imports
 * nothing of the app; growing the list takes a new migration.
 *
 * Installers look for NEW requests in their own country and area: a partial index on
 * the NEW leads by country, newest first, serves that list.
 */

const COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "CH",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GB",
  "GR",
  "HR",
  "HU",
  "IE",
  "IS",
  "IT",
  "LI",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "NO",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
];

const TABLES = ["leads", "users", "installer_profiles"];

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const served = sql`country in (${sql.join(COUNTRIES.map((code) => sql.lit(code)))})`;
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("country", "text", (col) => col.check(served))
      .execute();
  }
  await db.schema
    .createIndex("leads_new_country_created_at_idx")
    .on("leads")
    .columns(["country", "created_at desc", "id desc"])
    .where(sql<boolean>`status = 'NEW'`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_new_country_created_at_idx").execute();
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn("country").execute();
  }
}
