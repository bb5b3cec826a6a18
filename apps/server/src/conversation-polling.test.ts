import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { KyselyPlugin, RootOperationNode } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import { createLead, createUser, leadInStatus } from "@uplink/api/testing";
import type { LeadRow, UserRow } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { messages, type Conversation, type ConversationMessage } from "@uplink/domain";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { pollOf } from "./fast-paths/unchanged-poll";

/** The tables each query the app sent touched, in order. */
const queries: string[][] = [];
const tablesOf = (node: RootOperationNode): string[] => {
  const names = new Set<string>();
  JSON.stringify(node, (key, value: unknown) => {
    if (key === "table" && value && typeof value === "object" && "identifier" in value) {
      names.add((value as { identifier: { name: string } }).identifier.name);
    }
    return value;
  });
  return [...names];
};
const recorder: KyselyPlugin = {
  transformQuery({ node }) {
    queries.push(tablesOf(node));
    return node;
  },
  transformResult: ({ result }) => Promise.resolve(result),
};

let database: TestDatabase;
let dataDir: string;
let app: FastifyInstance;
let customer: UserRow;
let installer: UserRow;
let stranger: UserRow;
let lead: LeadRow;
let conversationId: string;
const tokens = new Map<string, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "uplink-data-"));
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "warn", DATA_DIR: dataDir }),
    db: database.db.withPlugin(recorder),
  });
  await app.ready();
  const { db } = database;
  customer = await createUser(db, { role: "customer" });
  installer = await createUser(db, { role: "installer", verificationStatus: "APPROVED" });
  stranger = await createUser(db, { role: "customer" });
  for (const user of [customer, installer, stranger]) {
    tokens.set(user.id, (await createSession(db, user.id)).token);
  }
  lead = await leadInStatus(db, customer.id, "ACCEPTED", installer.id);
  const conversation = await db
    .selectFrom("conversations")
    .select("id")
    .where("leadId", "=", lead.id)
    .executeTakeFirstOrThrow();
  conversationId = conversation.id;
});

afterAll(async () => {
  await app.close();
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

const bearer = (user: UserRow) => ({ authorization: `Bearer ${tokens.get(user.id)}` });

function poll(url: string, user: UserRow, etag?: string) {
  return app.inject({
    method: "GET",
    url,
    headers: { ...bearer(user), ...(etag ? { "if-none-match": etag } : {}) },
  });
}

function send(user: UserRow, payload: unknown) {
  return app.inject({
    method: "POST",
    url: `/api/conversation/${conversationId}/msg`,
    headers: bearer(user),
    payload: payload as Record<string, unknown>,
  });
}

describe("POST /api/conversation/{id}/msg", () => {
  it("answers the stored message", async () => {
    const response = await send(customer, { body: "Hello there", type: "TEXT" });
    expect(response.statusCode).toBe(200);
    expect(response.json<ConversationMessage>()).toMatchObject({
      senderId: customer.id,
      type: "TEXT",
      body: "Hello there",
    });
  });

  it("answers 400 with the field's sentence for blank or overlong bodies", async () => {
    for (const body of ["", "    "]) {
      const response = await send(customer, { body, type: "TEXT" });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        messages.validation.messageRequired,
      );
    }
    const long = await send(customer, { body: "x".repeat(2001), type: "TEXT" });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe(messages.validation.chatMessageTooLong);
  });

  it("answers 404 to someone who is not part of the lead, and 409 once it is approved", async () => {
    expect((await send(stranger, { body: "Hi", type: "TEXT" })).statusCode).toBe(404);
    const approved = await leadInStatus(database.db, customer.id, "APPROVED", installer.id);
    const { id } = await database.db
      .selectFrom("conversations")
      .select("id")
      .where("leadId", "=", approved.id)
      .executeTakeFirstOrThrow();
    const closed = await app.inject({
      method: "POST",
      url: `/api/conversation/${id}/msg`,
      headers: bearer(customer),
      payload: { body: "Thanks!", type: "TEXT" },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ message: string }>().message).toBe(
      messages.server.chatClosedIn("APPROVED"),
    );
  });
});

describe("polling GET /api/conversation/{id}", () => {
  it("answers with an ETag, 304 to an unchanged poll without reading a message, and 200 after a new one", async () => {
    const first = await poll(`/api/conversation/${conversationId}`, installer);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const { messages: seen } = first.json<Conversation>();
    expect(seen.length).toBeGreaterThan(0);

    queries.length = 0;
    const unchanged = await poll(`/api/conversation/${conversationId}`, installer, etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
    expect(unchanged.headers.etag).toBe(etag);
    expect(queries.some((tables) => tables.includes("messages"))).toBe(false);
    expect(queries.filter((tables) => tables.includes("conversations"))).toHaveLength(1);

    await send(customer, { body: "Are you coming at nine?", type: "TEXT" });
    queries.length = 0;
    await poll("/api/auth/me", installer);
    const sessionQueries = queries.filter((tables) => tables.includes("sessions")).length;
    queries.length = 0;
    const changed = await poll(`/api/conversation/${conversationId}`, installer, etag);
    expect(changed.statusCode).toBe(200);
    // The hook and the procedure share one context: the session is read once.
    expect(queries.filter((tables) => tables.includes("sessions"))).toHaveLength(sessionQueries);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<Conversation>().messages.at(-1)?.body).toBe("Are you coming at nine?");
  });

  it("pages on from an after cursor, with an ETag of its own", async () => {
    const all = (await poll(`/api/conversation/${conversationId}`, customer)).json<Conversation>();
    const newest = all.messages.at(-1)?.id ?? "";
    const url = `/api/conversation/${conversationId}?after=${newest}`;
    const empty = await poll(url, customer);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<Conversation>().messages).toEqual([]);
    const etag = empty.headers.etag as string;
    expect((await poll(url, customer, etag)).statusCode).toBe(304);

    await send(installer, { body: "Yes, at nine.", type: "TEXT" });
    const next = await poll(url, customer, etag);
    expect(next.statusCode).toBe(200);
    expect(next.json<Conversation>().messages.map((message) => message.body)).toEqual([
      "Yes, at nine.",
    ]);
  });

  it("answers 404 to a stranger, whatever If-None-Match they send", async () => {
    const response = await poll(`/api/conversation/${conversationId}`, stranger, "*");
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
  });
});

describe("polling GET /api/leads/{id}/messages", () => {
  it("carries an ETag and answers 304 while nothing changes", async () => {
    const first = await poll(`/api/leads/${lead.id}/messages`, customer);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(first.json<ConversationMessage[]>().length).toBeGreaterThan(0);
    expect((await poll(`/api/leads/${lead.id}/messages`, customer, etag)).statusCode).toBe(304);
    await send(installer, { body: "Running late", type: "TEXT" });
    expect((await poll(`/api/leads/${lead.id}/messages`, customer, etag)).statusCode).toBe(200);
  });

  it("answers an empty list with an ETag before anyone accepted", async () => {
    const fresh = await createLead(database.db, customer.id);
    const response = await poll(`/api/leads/${fresh.id}/messages`, customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers.etag).toBeDefined();
  });
});

describe("pollOf", () => {
  it("recognises the two polled paths and their cursor, and nothing else", () => {
    expect(pollOf("/api/conversation/abc?after=def")).toEqual({
      target: { conversationId: "abc" },
      after: "def",
    });
    expect(pollOf("/api/leads/abc/messages")).toEqual({ target: { leadId: "abc" } });
    expect(pollOf("/api/conversation/abc/msg")).toBeNull();
    expect(pollOf("/api/leads/abc")).toBeNull();
  });
});
