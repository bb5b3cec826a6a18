import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../schema";
import {
  createTestDatabase,
  listenOn,
  type TestDatabase,
  migrateDownTo,
  migrationsAfter,
} from "../testing";

/* A lead appearing, changing status or parties, or going is notified on commit with who it concerns. */

const CHANNEL = "lead_changes";

let database: TestDatabase | undefined;
let listener: Awaited<ReturnType<typeof listenOn>> | undefined;
afterEach(async () => {
  await listener?.end();
  listener = undefined;
  await database?.destroy();
  database = undefined;
});

async function userIn(db: Kysely<Database>, role: "customer" | "installer") {
  return db
    .insertInto("users")
    .values({ email: `${randomUUID()}@example.com`, firstName: "Ada", lastName: "L", role })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const newLead = async (db: Kysely<Database>, customerId: string) =>
  db
    .insertInto("leads")
    .values({
      customerId,
      title: "Starlink Installation in Berlin",
      description: "Starlink installation request",
      street: "Unter den Linden 1",
      city: "Berlin",
      postalCode: "10117",
    })
    .returningAll()
    .executeTakeFirstOrThrow();

describe("0011_lead_change_notifications", () => {
  it("notifies an inserted lead, a change of status or installer and a deletion, naming its people", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const customer = await userIn(db, "customer");
    const installer = await userIn(db, "installer");
    listener = await listenOn(database.url, CHANNEL);

    const lead = await newLead(db, customer.id);
    expect(await listener.heard(db)).toEqual([`${lead.id} ${customer.id} - - NEW -`]);

    await db
      .updateTable("leads")
      .set({ installerId: installer.id, status: "ACCEPTED" })
      .where("id", "=", lead.id)
      .execute();
    expect(await listener.heard(db)).toEqual([
      `${lead.id} ${customer.id} ${installer.id} - ACCEPTED NEW`,
    ]);

    // What no list of leads filters on tells nothing, nor does a rolled-back change.
    await db.updateTable("leads").set({ title: "Another" }).where("id", "=", lead.id).execute();
    await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable("leads")
          .set({ status: "ON_SITE" })
          .where("id", "=", lead.id)
          .execute();
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await listener.heard(db)).toEqual([]);

    // The installer who leaves is named as the previous one, so their list hears it too.
    await db
      .updateTable("leads")
      .set({ installerId: null, status: "NEW" })
      .where("id", "=", lead.id)
      .execute();
    expect(await listener.heard(db)).toEqual([
      `${lead.id} ${customer.id} - ${installer.id} NEW ACCEPTED`,
    ]);

    await db.deleteFrom("leads").where("id", "=", lead.id).execute();
    expect(await listener.heard(db)).toEqual([`${lead.id} ${customer.id} - - - NEW`]);
  });

  it("rolls back to 0010, after which nothing is notified", async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await migrateDownTo(db, "0010_rate_limit_counters")).toEqual(
      migrationsAfter("0010_rate_limit_counters"),
    );
    listener = await listenOn(database.url, CHANNEL);
    const lead = await newLead(db, (await userIn(db, "customer")).id);
    await db.deleteFrom("leads").where("id", "=", lead.id).execute();
    expect(await listener.heard(db)).toEqual([]);
  });
});
