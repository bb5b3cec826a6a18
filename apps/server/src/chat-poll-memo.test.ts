import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createLead, createUser, QueryCounter } from "@uplink/api/testing";
import {
  answerWithin,
  buildTestApp,
  chatAcrossInstances,
  postChatMessage,
  signInThrough,
  useTwoInstances,
  type TestApp,
} from "./test-support";

/*
 * Issue 12: an unchanged chat poll answers 304 from memory, without touching the
 * database, on every instance; a message or a change of who may read the chat, made
 * through any instance, is seen by a poll on another within a second.
 */

const password = "correct horse";

const queries = new QueryCounter();
const pair = useTwoInstances((db) => db.withPlugin(queries));

/** An accepted lead with its chat, its customer and installer signed in on the other instance. */
const chatOnOther = () => chatAcrossInstances(pair, password);

const poll = (leadId: string, token: string, etag?: string): InjectOptions => ({
  method: "GET",
  url: `/api/leads/${leadId}/messages`,
  headers: { authorization: `Bearer ${token}`, ...(etag ? { "if-none-match": etag } : {}) },
});

describe("unchanged chat polls", () => {
  it("answer 304 without a query once known, and 200 within a second of a message posted on another instance", async () => {
    const { lead, conversationId, customerToken, installerToken } = await chatOnOther();
    const first = await pair.other.app.inject(poll(lead.id, customerToken));
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect((await pair.other.app.inject(poll(lead.id, customerToken, etag))).statusCode).toBe(304);

    queries.count = 0;
    for (let index = 0; index < 20; index += 1) {
      const unchanged = await pair.other.app.inject(poll(lead.id, customerToken, etag));
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.headers.etag).toBe(etag);
    }
    expect(queries.count).toBe(0);

    await postChatMessage(pair.one.app, installerToken, conversationId, "On my way");
    const changed = await answerWithin(
      pair.other.app,
      poll(lead.id, customerToken, etag),
      (response) => response.statusCode === 200,
      1_000,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain("On my way");
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("stop answering 304 within a second once the reader is no longer a party of the lead", async () => {
    const { lead, installerToken } = await chatOnOther();
    const first = await pair.one.app.inject(poll(lead.id, installerToken));
    const etag = String(first.headers.etag);
    expect((await pair.one.app.inject(poll(lead.id, installerToken, etag))).statusCode).toBe(304);
    const replacement = await createUser(pair.one.database.db, {
      role: "installer",
      verificationStatus: "APPROVED",
    });
    // Another instance (here, a direct write) gives the job to someone else.
    await pair.other.database.db
      .updateTable("leads")
      .set({ installerId: replacement.id })
      .where("id", "=", lead.id)
      .execute();
    const refused = await answerWithin(
      pair.one.app,
      poll(lead.id, installerToken, etag),
      (response) => response.statusCode !== 304,
      1_000,
    );
    expect(refused.statusCode).toBe(404);
  });
});

describe("the memory of unchanged chat polls", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("keeps only polls that were answered: refused ones never push out another's", async () => {
    // Room for one poll: any poll remembered after the customer's would push theirs out.
    t = await buildTestApp({ chatPollMemo: { maxEntries: 1 } });
    const { db } = t.database;
    const customer = await createUser(db, { password });
    const installer = await createUser(db, { role: "installer", verificationStatus: "APPROVED" });
    const lead = await createLead(db, customer.id, {
      installerId: installer.id,
      status: "ACCEPTED",
    });
    const conversation = await db
      .insertInto("conversations")
      .values({ leadId: lead.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    const token = await signInThrough(t.app, customer.email, password);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    const base = `http://127.0.0.1:${address.port}/api`;
    const url = `${base}/leads/${lead.id}/messages`;
    const headers = (etag?: string) => ({
      authorization: `Bearer ${token}`,
      ...(etag ? { "if-none-match": etag } : {}),
    });
    const fromMemory = () => t!.logs().split("request completed from memory").length - 1;

    const first = await fetch(url, { headers: headers() });
    expect(first.status).toBe(200);
    const etag = String(first.headers.get("etag"));
    await first.text();
    expect((await fetch(url, { headers: headers(etag) })).status).toBe(304);
    const before = fromMemory();
    expect(before).toBe(1);

    // Cursors of no message of this chat: each refused, none remembered.
    for (let index = 0; index < 3; index += 1) {
      const refused = await fetch(`${base}/conversation/${conversation.id}?after=${randomUUID()}`, {
        headers: headers(),
      });
      expect(refused.status).toBe(400);
      expect(refused.headers.get("etag")).toBeNull();
      await refused.text();
    }
    expect((await fetch(url, { headers: headers(etag) })).status).toBe(304);
    expect(fromMemory()).toBe(before + 1);
  });
});
