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

/* Every change that ends a session or changes its user is notified on commit, whoever writes it. */

const CHANNEL = "session_changes";
const listen = async (url: string) => (listener = await listenOn(url, CHANNEL));

let database: TestDatabase | undefined;
let listener: Awaited<ReturnType<typeof listenOn>> | undefined;
afterEach(async () => {
  await listener?.end();
  listener = undefined;
  await database?.destroy();
  database = undefined;
});

async function userIn(db: Kysely<Database>) {
  return db
    .insertInto("users")
    .values({
      email: `${randomUUID()}@example.com`,
      firstName: "Ada",
      lastName: "L",
      role: "installer",
      verificationStatus: "NEW",
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function sessionOf(db: Kysely<Database>, userId: string) {
  return db
    .insertInto("sessions")
    .values({ userId, tokenHash: randomUUID(), expiresAt: new Date(Date.now() + 86_400_000) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

describe("0008_session_change_notifications", () => {
  it("notifies a revoked, re-dated or deleted session, and not a new one or its last use", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const { heard } = await listen(database.url);
    const user = await userIn(db);
    const session = await sessionOf(db, user.id);
    const other = await sessionOf(db, user.id);
    await db
      .updateTable("sessions")
      .set({ lastUsedAt: new Date(), userAgent: "curl" })
      .where("id", "=", session.id)
      .execute();
    expect(await heard(db)).toEqual([]);

    await db
      .updateTable("sessions")
      .set({ revokedAt: new Date() })
      .where("id", "=", session.id)
      .execute();
    await db
      .updateTable("sessions")
      .set({ expiresAt: new Date() })
      .where("id", "=", other.id)
      .execute();
    await db.deleteFrom("sessions").where("id", "=", session.id).execute();
    expect(await heard(db)).toEqual([
      `session:${session.id}`,
      `session:${other.id}`,
      `session:${session.id}`,
    ]);
  });

  it("notifies each change of what a session tells about its user, and nothing else", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const { heard } = await listen(database.url);
    const user = await userIn(db);
    const changes = [
      { email: `${randomUUID()}@example.com` },
      { firstName: "Grace" },
      { lastName: "H" },
      { role: "customer" as const, verificationStatus: null },
      { emailVerified: true },
      { passwordHash: "$argon2id$new" },
      { anonymisedAt: new Date() },
    ];
    for (const change of changes) {
      await db.updateTable("users").set(change).where("id", "=", user.id).execute();
    }
    expect(await heard(db)).toEqual(changes.map(() => `user:${user.id}`));

    await db
      .updateTable("users")
      .set({ phone: "+49 30 1234567" })
      .where("id", "=", user.id)
      .execute();
    await db.updateTable("users").set({ firstName: "Grace" }).where("id", "=", user.id).execute();
    expect(await heard(db)).toEqual([]);
  });

  it("tells nothing of a rolled back change, and one notification per row deleted with a user", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const { heard } = await listen(database.url);
    const user = await userIn(db);
    const session = await sessionOf(db, user.id);
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable("sessions").set({ revokedAt: new Date() }).execute();
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await heard(db)).toEqual([]);

    await db.deleteFrom("users").where("id", "=", user.id).execute();
    expect((await heard(db)).sort()).toEqual([`session:${session.id}`, `user:${user.id}`].sort());
  });

  it("rolls back to 0007, after which nothing is notified", async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await migrateDownTo(db, "0007_offers_settlement_auto_release")).toEqual(
      migrationsAfter("0007_offers_settlement_auto_release"),
    );
    const { heard } = await listen(database.url);
    const user = await userIn(db);
    const session = await sessionOf(db, user.id);
    await db.updateTable("sessions").set({ revokedAt: new Date() }).execute();
    await db.updateTable("users").set({ role: "customer", verificationStatus: null }).execute();
    await db.deleteFrom("sessions").where("id", "=", session.id).execute();
    expect(await heard(db)).toEqual([]);
  });
});
