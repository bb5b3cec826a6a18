import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../schema";
import {
  createTestDatabase,
  listenOn,
  type TestDatabase,
  migrateDownTo,
  migrationsAfter,
} from "../testing";

/* Every change that could change a chat poll's answer is notified on commit, whoever writes it. */

const CHANNEL = "conversation_changes";
const listen = async (url: string) => (listener = await listenOn(url, CHANNEL));

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

async function leadWithChat(db: Kysely<Database>) {
  const lead = await db
    .insertInto("leads")
    .values({
      customerId: (await userIn(db, "customer")).id,
      title: "Starlink Installation in Berlin",
      description: "Starlink installation request",
      street: "Unter den Linden 1",
      city: "Berlin",
      postalCode: "10117",
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const conversation = await db
    .insertInto("conversations")
    .values({ leadId: lead.id })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { lead, conversation };
}

const postMessage = (db: Kysely<Database>, conversationId: string) =>
  db
    .insertInto("messages")
    .values({ conversationId, senderId: null, type: "SYSTEM", body: "Hello" })
    .execute();

describe("0009_conversation_change_notifications", () => {
  it("notifies a posted message, a lead's parties or status changing and a deleted lead", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const { lead, conversation } = await leadWithChat(db);
    const installer = await userIn(db, "installer");
    const { heard } = await listen(database.url);

    await postMessage(db, conversation.id);
    expect(await heard(db)).toEqual([`conversation:${conversation.id}`]);

    await db
      .updateTable("leads")
      .set({ installerId: installer.id, status: "ACCEPTED" })
      .where("id", "=", lead.id)
      .execute();
    expect(await heard(db)).toEqual([`lead:${lead.id}`]);

    // What no chat poll depends on tells nothing.
    await db
      .updateTable("leads")
      .set({ title: "Another title" })
      .where("id", "=", lead.id)
      .execute();
    await sql`update conversations set lead_id = lead_id`.execute(db);
    expect(await heard(db)).toEqual([]);

    // A rolled-back message tells nothing either.
    await db
      .transaction()
      .execute(async (trx) => {
        await postMessage(trx, conversation.id);
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await heard(db)).toEqual([]);

    await db.deleteFrom("leads").where("id", "=", lead.id).execute();
    expect(await heard(db)).toEqual([`lead:${lead.id}`]);
  });

  it("rolls back to 0008, after which nothing is notified", async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await migrateDownTo(db, "0008_session_change_notifications")).toEqual(
      migrationsAfter("0008_session_change_notifications"),
    );
    const { lead, conversation } = await leadWithChat(db);
    const { heard } = await listen(database.url);
    await postMessage(db, conversation.id);
    await db.updateTable("leads").set({ status: "CANCELLED" }).where("id", "=", lead.id).execute();
    expect(await heard(db)).toEqual([]);
  });
});
