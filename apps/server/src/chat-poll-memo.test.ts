import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, createUser, QueryCounter } from "@uplink/api/testing";
import {
  answerWithin,
  buildTestApp,
  secondInstance,
  type SecondInstance,
  type TestApp,
} from "./test-support";

/*
 * Issue 12: an unchanged chat poll answers 304 from memory, without touching the
 * database, on every instance; a message or a change of who may read the chat, made
 * through any instance, is seen by a poll on another within a second.
 */

const password = "correct horse";

let one: TestApp;
let other: SecondInstance;
const queries = new QueryCounter();

beforeAll(async () => {
  one = await buildTestApp();
  other = await secondInstance(one, (db) => db.withPlugin(queries));
});
afterAll(async () => {
  await other.close();
  await one.close();
});

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

/** An accepted lead with its chat, its customer and installer signed in on the other instance. */
async function chatOnOther() {
  const customer = await createUser(one.database.db, { password });
  const installer = await createUser(one.database.db, {
    role: "installer",
    verificationStatus: "APPROVED",
    password,
  });
  const lead = await createLead(one.database.db, customer.id, {
    installerId: installer.id,
    status: "ACCEPTED",
  });
  const conversation = await one.database.db
    .insertInto("conversations")
    .values({ leadId: lead.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  return {
    lead,
    conversationId: conversation.id,
    installer,
    customerToken: await signIn(other.app, customer.email),
    installerToken: await signIn(one.app, installer.email),
  };
}

const poll = (leadId: string, token: string, etag?: string): InjectOptions => ({
  method: "GET",
  url: `/api/leads/${leadId}/messages`,
  headers: { authorization: `Bearer ${token}`, ...(etag ? { "if-none-match": etag } : {}) },
});

describe("unchanged chat polls", () => {
  it("answer 304 without a query once known, and 200 within a second of a message posted on another instance", async () => {
    const { lead, conversationId, customerToken, installerToken } = await chatOnOther();
    const first = await other.app.inject(poll(lead.id, customerToken));
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect((await other.app.inject(poll(lead.id, customerToken, etag))).statusCode).toBe(304);

    queries.count = 0;
    for (let index = 0; index < 20; index += 1) {
      const unchanged = await other.app.inject(poll(lead.id, customerToken, etag));
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.headers.etag).toBe(etag);
    }
    expect(queries.count).toBe(0);

    const posted = await one.app.inject({
      method: "POST",
      url: `/api/conversation/${conversationId}/msg`,
      headers: { authorization: `Bearer ${installerToken}` },
      payload: { body: "On my way", type: "TEXT" },
    });
    expect(posted.statusCode).toBeLessThan(300);
    const changed = await answerWithin(
      other.app,
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
    const first = await one.app.inject(poll(lead.id, installerToken));
    const etag = String(first.headers.etag);
    expect((await one.app.inject(poll(lead.id, installerToken, etag))).statusCode).toBe(304);
    const replacement = await createUser(one.database.db, {
      role: "installer",
      verificationStatus: "APPROVED",
    });
    // Another instance (here, a direct write) gives the job to someone else.
    await other.database.db
      .updateTable("leads")
      .set({ installerId: replacement.id })
      .where("id", "=", lead.id)
      .execute();
    const refused = await answerWithin(
      one.app,
      poll(lead.id, installerToken, etag),
      (response) => response.statusCode !== 304,
      1_000,
    );
    expect(refused.statusCode).toBe(404);
  });
});
