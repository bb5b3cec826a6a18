import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  listenOn,
  type TestDatabase,
  migrateDownTo,
  migrationsAfter,
} from "../testing";

/* A user's saved language: empty until chosen, one of the six languages when it is. */

let database: TestDatabase | undefined;
let listener: Awaited<ReturnType<typeof listenOn>> | undefined;
afterEach(async () => {
  await listener?.end();
  listener = undefined;
  await database?.destroy();
  database = undefined;
});

const someone = () => ({
  email: `${randomUUID()}@example.com`,
  firstName: "Ada",
  lastName: "L",
  role: "customer" as const,
});

describe("0013_user_locale", () => {
  it("keeps no language until one is chosen, and only one of the six", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const user = await db
      .insertInto("users")
      .values(someone())
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(user.locale).toBeNull();
    for (const locale of ["en", "de", "fr", "es", "it", "pl"] as const) {
      const saved = await db
        .updateTable("users")
        .set({ locale })
        .where("id", "=", user.id)
        .returning("locale")
        .executeTakeFirstOrThrow();
      expect(saved.locale).toBe(locale);
    }
    await expect(
      db
        .insertInto("users")
        .values({ ...someone(), locale: "xx" as "en" })
        .execute(),
    ).rejects.toThrow(/users_locale_check/);
  });

  it("tells the app instances of a changed language, as of any change of what a session says", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const user = await db
      .insertInto("users")
      .values(someone())
      .returningAll()
      .executeTakeFirstOrThrow();
    listener = await listenOn(database.url, "session_changes");
    const setLocale = (locale: "de" | "fr") =>
      db.updateTable("users").set({ locale }).where("id", "=", user.id).execute();
    await setLocale("de");
    await setLocale("de");
    expect(await listener.heard(db)).toEqual([`user:${user.id}`]);
    await db.updateTable("users").set({ firstName: "Grace" }).where("id", "=", user.id).execute();
    await db
      .updateTable("users")
      .set({ phone: "+49 30 1234567" })
      .where("id", "=", user.id)
      .execute();
    expect(await listener.heard(db)).toEqual([`user:${user.id}`]);
  });

  it("rolls back to 0012, which has no such column", async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await migrateDownTo(db, "0012_countries")).toEqual(migrationsAfter("0012_countries"));
    const { rows } = await sql`
      select column_name from information_schema.columns
      where table_name = 'users' and column_name = 'locale'
    `.execute(db);
    expect(rows).toEqual([]);
    listener = await listenOn(database.url, "session_changes");
    const user = await db
      .insertInto("users")
      .values(someone())
      .returningAll()
      .executeTakeFirstOrThrow();
    await db.updateTable("users").set({ firstName: "Grace" }).where("id", "=", user.id).execute();
    expect(await listener.heard(db)).toEqual([`user:${user.id}`]);
  });
});
