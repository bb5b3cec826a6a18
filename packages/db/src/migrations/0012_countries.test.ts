import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "../migrate";
import type { Database } from "../schema";
import { createTestDatabase, type TestDatabase } from "../testing";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

const customerIn = (db: Kysely<Database>, country?: string) =>
  db
    .insertInto("users")
    .values({
      email: `${randomUUID()}@example.com`,
      firstName: "Ada",
      lastName: "L",
      role: "customer",
      country,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

const leadIn = (db: Kysely<Database>, customerId: string, country?: string) =>
  db
    .insertInto("leads")
    .values({
      customerId,
      title: "Starlink Installation in Berlin",
      description: "Starlink installation request",
      street: "Unter den Linden 1",
      city: "Berlin",
      postalCode: "10117",
      country,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

describe("0012_countries", () => {
  it("lets leads, users and installer profiles name a served country, or none", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const customer = await customerIn(db);
    expect(customer.country).toBeNull();
    expect((await customerIn(db, "GB")).country).toBe("GB");
    expect((await leadIn(db, customer.id)).country).toBeNull();
    expect((await leadIn(db, customer.id, "DE")).country).toBe("DE");
    const profile = await db
      .insertInto("installerProfiles")
      .values({ userId: customer.id, servicePostalCode: "1012 AB", country: "NL" })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(profile.country).toBe("NL");
  });

  it.each(["US", "UK", "de", "DEU", ""])(
    "refuses %j, which is no served country's code",
    async (code) => {
      database = await createTestDatabase();
      const { db } = database;
      const customer = await customerIn(db);
      await expect(leadIn(db, customer.id, code)).rejects.toThrow(/leads_country_check/);
      await expect(customerIn(db, code)).rejects.toThrow(/users_country_check/);
      await expect(
        db.insertInto("installerProfiles").values({ userId: customer.id, country: code }).execute(),
      ).rejects.toThrow(/installer_profiles_country_check/);
    },
  );

  it("gives the rows made before it no country, and goes back down without them", async () => {
    database = await createTestDatabase({ migrated: false });
    const { db } = database;
    const before = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => name < "0012_countries"),
    );
    const migrator = (available: typeof migrations) =>
      new Migrator({ db, provider: { getMigrations: () => Promise.resolve(available) } });
    expect((await migrator(before).migrateToLatest()).error).toBeUndefined();
    const customer = await customerIn(db);
    const lead = await leadIn(db, customer.id);

    expect((await migrator(migrations).migrateToLatest()).error).toBeUndefined();
    const stored = await db
      .selectFrom("leads")
      .select(["id", "country", "postalCode"])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ id: lead.id, country: null, postalCode: "10117" });

    expect((await migrator(migrations).migrateTo("0011_lead_change_notifications")).error).toBe(
      undefined,
    );
    const { rows } = await sql<{ columnName: string }>`
      select column_name from information_schema.columns
      where column_name = 'country' and table_schema = 'public'
    `.execute(db);
    expect(rows).toEqual([]);
  });

  it("lists a country's NEW leads newest first by its index", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const customer = await customerIn(db);
    for (const country of ["DE", "FR", "DE", undefined]) await leadIn(db, customer.id, country);
    await sql`analyze leads`.execute(db);
    const plan = await db.connection().execute(async (connection) => {
      // Four rows are read fastest by a scan; the plan with the index is what a busy table gets.
      await sql`set enable_seqscan = off`.execute(connection);
      const { rows } = await sql<Record<string, string>>`
        explain select id from leads where status = 'NEW' and country = 'DE'
        order by created_at desc, id desc limit 20
      `.execute(connection);
      await sql`reset enable_seqscan`.execute(connection);
      return rows.flatMap((row) => Object.values(row)).join("\n");
    });
    expect(plan).toContain("leads_new_country_created_at_idx");
  });
});
