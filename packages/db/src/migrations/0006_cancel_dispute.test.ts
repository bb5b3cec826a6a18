import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "../migrate";
import type { Database, NewLead } from "../schema";
import { createTestDatabase, type TestDatabase, migrateDownTo, migrationsAfter } from "../testing";

/* The statuses, columns and table of issue 11, as the database enforces them. */

const CHECK_VIOLATION = "23514";

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

async function leadIn(db: Kysely<Database>, values: Partial<NewLead> = {}) {
  return db
    .insertInto("leads")
    .values({
      customerId: (await userIn(db)).id,
      title: "Starlink Installation in Berlin",
      description: "Starlink installation request",
      street: "Unter den Linden 1",
      city: "Berlin",
      postalCode: "10117",
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

describe("0006_cancel_dispute", () => {
  it("allows CANCELLED without an installer, DISPUTED only with one, and nothing unknown", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const installer = await userIn(db, "installer");

    const cancelled = await leadIn(db, { status: "CANCELLED", cancelReason: "Moved" });
    expect(cancelled).toMatchObject({
      status: "CANCELLED",
      installerId: null,
      cancelReason: "Moved",
    });
    const disputed = await leadIn(db, {
      status: "DISPUTED",
      installerId: installer.id,
      disputedBy: installer.id,
      disputeReason: "Customer gone",
    });
    expect(disputed.status).toBe("DISPUTED");

    await expect(leadIn(db, { status: "DISPUTED" })).rejects.toMatchObject({
      code: CHECK_VIOLATION,
    });
    await expect(leadIn(db, { status: "ACCEPTED" })).rejects.toMatchObject({
      code: CHECK_VIOLATION,
    });
    await expect(
      leadIn(db, { status: "SETTLED" as unknown as NewLead["status"] }),
    ).rejects.toMatchObject({ code: CHECK_VIOLATION });
  });

  it("keeps withdrawals until their lead is deleted", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const installer = await userIn(db, "installer");
    const lead = await leadIn(db);
    await db
      .insertInto("leadWithdrawals")
      .values({ leadId: lead.id, installerId: installer.id, reason: "Fully booked" })
      .execute();
    await db.deleteFrom("leads").where("id", "=", lead.id).execute();
    expect(await db.selectFrom("leadWithdrawals").selectAll().execute()).toEqual([]);
  });

  it("rolls back to 0005, and is refused while a lead is CANCELLED", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const migrator = new Migrator({
      db: db.withoutPlugins(),
      provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
    });
    const cancelled = await leadIn(db, { status: "CANCELLED" });
    expect((await migrator.migrateTo("0005_security")).error).toBeDefined();

    await db.deleteFrom("leads").where("id", "=", cancelled.id).execute();
    expect(await migrateDownTo(db, "0005_security")).toEqual(migrationsAfter("0005_security"));
    await expect(leadIn(db, { status: "NEW" })).resolves.toMatchObject({ status: "NEW" });
  });
});
