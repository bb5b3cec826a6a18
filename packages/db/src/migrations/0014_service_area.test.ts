import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Updateable } from "kysely";
import type { Database, InstallerProfilesTable } from "../schema";
import {
  createTestDatabase,
  listenOn,
  type TestDatabase,
  migrateDownTo,
  migrationsAfter,
} from "../testing";

let database: TestDatabase | undefined;
let listener: Awaited<ReturnType<typeof listenOn>> | undefined;
afterEach(async () => {
  await listener?.end();
  listener = undefined;
  await database?.destroy();
  database = undefined;
});

const userIn = (db: Kysely<Database>, role: "customer" | "installer") =>
  db
    .insertInto("users")
    .values({ email: `${randomUUID()}@example.com`, firstName: "Ada", lastName: "L", role })
    .returningAll()
    .executeTakeFirstOrThrow();

const leadIn = (
  db: Kysely<Database>,
  customerId: string,
  point: { latitude: number | null; longitude: number | null },
) =>
  db
    .insertInto("leads")
    .values({
      customerId,
      title: "Starlink Installation in München",
      description: "Starlink installation request",
      street: "Marienplatz 1",
      city: "München",
      postalCode: "80331",
      ...point,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

describe("0014_service_area", () => {
  it("places a lead at a point, or nowhere, and numbers its grid cell", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const customer = await userIn(db, "customer");
    const munich = await leadIn(db, customer.id, { latitude: 48.13743, longitude: 11.57549 });
    expect(munich).toMatchObject({ latitude: 48.13743, longitude: 11.57549 });
    expect(munich.locationCell).toBe((48 + 90) * 1000 + 11 + 180);
    const lisbon = await leadIn(db, customer.id, { latitude: 38.71667, longitude: -9.13333 });
    expect(lisbon.locationCell).toBe((38 + 90) * 1000 - 10 + 180);
    const nowhere = await leadIn(db, customer.id, { latitude: null, longitude: null });
    expect(nowhere).toMatchObject({ latitude: null, longitude: null, locationCell: null });
  });

  it.each([
    ["a latitude without a longitude", { latitude: 48.1, longitude: null }],
    ["a longitude without a latitude", { latitude: null, longitude: 11.5 }],
    ["a latitude beyond the pole", { latitude: 90.5, longitude: 11.5 }],
    ["a longitude beyond the antimeridian", { latitude: 48.1, longitude: -180.5 }],
  ])("refuses %s", async (_, point) => {
    database = await createTestDatabase();
    const { db } = database;
    const customer = await userIn(db, "customer");
    await expect(leadIn(db, customer.id, point)).rejects.toThrow(/leads_location_check/);
    await expect(
      db
        .insertInto("installerProfiles")
        .values({
          userId: customer.id,
          serviceLatitude: point.latitude,
          serviceLongitude: point.longitude,
        })
        .execute(),
    ).rejects.toThrow(/installer_profiles_service_location_check/);
  });

  it("tells the app instances when an installer's service area is set, changed or gone", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const installer = await userIn(db, "installer");
    listener = await listenOn(database.url, "session_changes");
    await db
      .insertInto("installerProfiles")
      .values({ userId: installer.id, companyName: "Dish Works", servicePostalCode: "80331" })
      .execute();
    expect(await listener.heard(db)).toEqual([`user:${installer.id}`]);

    const update = (values: Updateable<InstallerProfilesTable>) =>
      db.updateTable("installerProfiles").set(values).where("userId", "=", installer.id).execute();
    await update({ companyName: "Dish Works Bayern", bio: "Roofs and walls." });
    expect(await listener.heard(db)).toEqual([]);
    await update({ serviceCity: "München", serviceLatitude: 48.13743, serviceLongitude: 11.57549 });
    await update({ serviceRadiusKm: 50 });
    await update({ serviceRadiusKm: 50 });
    expect(await listener.heard(db)).toEqual([`user:${installer.id}`, `user:${installer.id}`]);

    await db.deleteFrom("installerProfiles").where("userId", "=", installer.id).execute();
    expect(await listener.heard(db)).toEqual([`user:${installer.id}`]);
  });

  it("walks a cell's NEW leads newest first by its index", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const customer = await userIn(db, "customer");
    for (let index = 0; index < 4; index += 1) {
      await leadIn(db, customer.id, { latitude: 48.13743, longitude: 11.57549 });
      await leadIn(db, customer.id, { latitude: null, longitude: null });
    }
    await sql`analyze leads`.execute(db);
    const planOf = (query: string) =>
      db.connection().execute(async (connection) => {
        // Eight rows are read fastest by a scan; the plan with the index is what a busy table gets.
        await sql`set enable_seqscan = off`.execute(connection);
        const { rows } = await sql<Record<string, string>>`${sql.raw(`explain ${query}`)}`.execute(
          connection,
        );
        return rows.map((row) => Object.values(row).join("")).join("\n");
      });
    expect(
      await planOf(`select latitude, longitude from leads where status = 'NEW'
        and latitude is not null and location_cell = 138191 order by created_at desc, id desc limit 20`),
    ).toMatch(/Index Only Scan using leads_new_location_cell_idx/);
    expect(
      await planOf(`select id from leads where status = 'NEW' and latitude is null
        order by created_at desc, id desc limit 20`),
    ).toMatch(/Index Only Scan using leads_new_unlocated_created_at_idx/);
  });

  it("rolls back to 0013: no points, no service towns, nothing notified", async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await migrateDownTo(db, "0013_user_locale")).toEqual(
      migrationsAfter("0013_user_locale"),
    );
    const { rows } = await sql`
      select column_name from information_schema.columns
      where table_schema = 'public' and column_name in
        ('latitude', 'longitude', 'location_cell', 'service_city', 'service_latitude', 'service_longitude')
    `.execute(db);
    expect(rows).toEqual([]);
    const installer = await userIn(db, "installer");
    listener = await listenOn(database.url, "session_changes");
    await db.insertInto("installerProfiles").values({ userId: installer.id }).execute();
    expect(await listener.heard(db)).toEqual([]);
  });
});
