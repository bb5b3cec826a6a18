import { tmpdir } from "node:os";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle, type UserRow } from "@uplink/db";
import { said, type ConversationMessage } from "@uplink/domain";
import { postSystemMessage } from "../leads/system-message";
import {
  contextFor,
  createCaller,
  createUser,
  leadInStatus,
  testDeps,
  useTestApi,
  type TestDeps,
} from "../testing";

/*
 * Clients read a chat "after" the last message they have (issue 13). That cursor is only
 * safe if a message can never become visible after one with a later seq: the database
 * draws seq under a lock on the conversation (migration 0001's messages_assign_seq), so
 * messages of one conversation commit in seq order. These tests post from two app
 * instances, each with a pool of ten (pg's default) as the server runs, while a reader
 * polls along.
 */

const api = useTestApi();
const instances: DatabaseHandle[] = [];
let customer: UserRow;
let installer: UserRow;

beforeAll(async () => {
  for (let i = 0; i < 2; i += 1) {
    instances.push(await createDatabase({ databaseUrl: api.database.url, dataDir: tmpdir() }));
  }
  customer = await createUser(api.db, { role: "customer" });
  installer = await createUser(api.db, { role: "installer", verificationStatus: "APPROVED" });
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
});

const depsOf = (instance: DatabaseHandle): TestDeps => testDeps(instance.db);
const as = async (user: UserRow, deps: TestDeps = api.deps) =>
  createCaller(await contextFor(deps, user.id));

async function openChat() {
  const lead = await leadInStatus(api.db, customer.id, "ACCEPTED", installer.id);
  const { id } = await api.db
    .selectFrom("conversations")
    .select("id")
    .where("leadId", "=", lead.id)
    .executeTakeFirstOrThrow();
  return { leadId: lead.id, conversationId: id };
}

/** Every message of the conversation as stored, in seq order: what a reader must end with. */
async function storedIds(conversationId: string): Promise<string[]> {
  const rows = await api.db
    .selectFrom("messages")
    .select("id")
    .where("conversationId", "=", conversationId)
    .orderBy("seq")
    .execute();
  return rows.map((row) => row.id);
}

/** A chat client polling GET /api/conversation/{id}?after=<the last message it has>. */
async function chatReader(user: UserRow, conversationId: string) {
  const caller = await as(user);
  const seen: ConversationMessage[] = [];
  return {
    seen,
    /** One poll; answers how many new messages it brought. */
    async poll(): Promise<number> {
      const after = seen.at(-1)?.id;
      const { messages } = await caller.conversation.byId({ id: conversationId, after });
      seen.push(...messages);
      return messages.length;
    },
  };
}

/** Resolves once some statement of this database waits for a lock. */
async function someoneWaitsForALock(): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'
    `.execute(api.db);
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("no message is skipped by a reader polling after its last message", () => {
  it("8 clients posting 25 messages each at once: the reader sees every message exactly once, in order", async () => {
    const { conversationId } = await openChat();
    const posters = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        as(index % 2 === 0 ? customer : installer, depsOf(instances[index % 2]!)),
      ),
    );
    const reader = await chatReader(customer, conversationId);

    let posting = true;
    const posted = Promise.all(
      posters.map(async (poster, index) => {
        const sent: string[] = [];
        for (let n = 0; n < 25; n += 1) {
          // Every fifth message gives a phone number: the service then also writes a
          // SYSTEM warning and an alert in the same transaction, as it does in real chats.
          const body = n % 5 === 4 ? `Client ${index}, #${n}: call 0151 23456789` : `${index}/${n}`;
          sent.push(
            (await poster.conversation.send({ id: conversationId, type: "TEXT", body })).id,
          );
        }
        return sent;
      }),
    ).finally(() => {
      posting = false;
    });
    let polls = 0;
    // The posters clear `posting` while this loop awaits, which narrowing cannot know.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    while (posting) {
      await reader.poll();
      polls += 1;
    }
    const sentIds = (await posted).flat();
    while ((await reader.poll()) > 0);

    const seenIds = reader.seen.map((message) => message.id);
    expect(sentIds).toHaveLength(200);
    // 200 texts and a warning for each of the 40 with a phone number.
    expect(seenIds).toHaveLength(240);
    expect(new Set(seenIds).size).toBe(seenIds.length);
    expect(seenIds).toEqual(expect.arrayContaining(sentIds));
    expect(seenIds).toEqual(await storedIds(conversationId));
    // The reader really read while the posters wrote, not only at the end.
    expect(polls).toBeGreaterThan(10);
  });

  it("a message still being written holds back the ones posted after it until it is in", async () => {
    const { leadId, conversationId } = await openChat();
    const reader = await chatReader(installer, conversationId);
    await (
      await as(customer)
    ).conversation.send({ id: conversationId, type: "TEXT", body: "Hello" });
    expect(await reader.poll()).toBe(1);

    // A lead change writing its SYSTEM message, not committed yet (a slow transaction).
    const slow = await api.db.startTransaction().execute();
    await postSystemMessage(slow, leadId, said.leadEvents.onSite.system);
    const later = (await as(customer, depsOf(instances[0]!))).conversation.send({
      id: conversationId,
      type: "TEXT",
      body: "Are you here?",
    });
    // The later message is either stored already or waiting behind the slow one.
    await Promise.race([later, someoneWaitsForALock()]);
    await reader.poll();
    await slow.commit().execute();
    await later;
    while ((await reader.poll()) > 0);

    expect(reader.seen.map((message) => message.body)).toEqual([
      "Hello",
      "The installer is on site.",
      "Are you here?",
    ]);
    expect(reader.seen.map((message) => message.id)).toEqual(await storedIds(conversationId));
  });
});
