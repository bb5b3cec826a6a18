import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../schema";
import { createTestDatabase, type TestDatabase, migrateDownTo, migrationsAfter } from "../testing";

/* Offers, settlements and the automatic release clock of issue 11, as the database enforces them. */

const CHECK_VIOLATION = "23514";
const UNIQUE_VIOLATION = "23505";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

async function userIn(db: Kysely<Database>, role: "customer" | "installer" = "customer") {
  return db
    .insertInto("users")
    .values({ email: `${randomUUID()}@example.com`, firstName: "Ada", lastName: "L", role })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function leadIn(db: Kysely<Database>) {
  return db
    .insertInto("leads")
    .values({
      customerId: (await userIn(db)).id,
      title: "Starlink Installation in Berlin",
      description: "Starlink installation request",
      street: "Unter den Linden 1",
      city: "Berlin",
      postalCode: "10117",
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

describe("0007_offers_settlement_auto_release", () => {
  it("keeps one pending offer per installer and lead, any number of ended ones", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const lead = await leadIn(db);
    const installer = await userIn(db, "installer");
    const offer = (values: { valueCents?: number; status?: "PENDING" | "WITHDRAWN" } = {}) =>
      db
        .insertInto("offers")
        .values({ leadId: lead.id, installerId: installer.id, valueCents: 45_000, ...values })
        .returningAll()
        .executeTakeFirstOrThrow();

    const first = await offer();
    expect(first).toMatchObject({ valueCents: "45000", status: "PENDING", message: null });
    await expect(offer()).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
    await db
      .updateTable("offers")
      .set({ status: "WITHDRAWN" })
      .where("id", "=", first.id)
      .execute();
    await expect(offer({ valueCents: 50_000 })).resolves.toMatchObject({ status: "PENDING" });
    await expect(offer({ status: "WITHDRAWN" })).resolves.toMatchObject({ status: "WITHDRAWN" });

    await expect(offer({ valueCents: 0, status: "WITHDRAWN" })).rejects.toMatchObject({
      code: CHECK_VIOLATION,
    });
    await expect(
      db
        .insertInto("offers")
        .values({
          leadId: lead.id,
          installerId: installer.id,
          valueCents: 1,
          status: "MAYBE" as "PENDING",
        })
        .execute(),
    ).rejects.toMatchObject({ code: CHECK_VIOLATION });

    // Offers go with their lead.
    await db.deleteFrom("leads").where("id", "=", lead.id).execute();
    expect(await db.selectFrom("offers").selectAll().execute()).toEqual([]);
  });

  it("stores a lead's release clock and settlement, and refuses an unknown outcome", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const lead = await leadIn(db);
    const at = new Date("2026-12-01T10:00:00.000Z");
    const settled = await db
      .updateTable("leads")
      .set({
        autoReleaseAt: at,
        releaseRemindersSent: 2,
        settledAt: at,
        settlementOutcome: "split",
        settlementInstallerCents: 30_000,
        settlementRefundedCents: 15_000,
        settlementNote: "Half the dish was mounted",
      })
      .where("id", "=", lead.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(settled).toMatchObject({
      autoReleaseAt: at,
      releaseRemindersSent: 2,
      settlementOutcome: "split",
      settlementInstallerCents: "30000",
      settlementRefundedCents: "15000",
    });
    await expect(
      db
        .updateTable("leads")
        .set({ settlementOutcome: "halves" as "split" })
        .where("id", "=", lead.id)
        .execute(),
    ).rejects.toMatchObject({ code: CHECK_VIOLATION });
  });

  it("rolls back to 0006", async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await migrateDownTo(db, "0006_cancel_dispute")).toEqual(
      migrationsAfter("0006_cancel_dispute"),
    );
    await expect(leadIn(db)).resolves.toMatchObject({ status: "NEW" });
  });
});
