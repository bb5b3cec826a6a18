import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import { createUser, leadInStatus } from "@uplink/api/testing";
import { buildTestApp, type TestApp } from "./test-support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function bearerFor(userId: string) {
  const { token } = await createSession(t.database.db, userId);
  return { authorization: `Bearer ${token}` };
}

describe("GET /api/me/ledger", () => {
  it("answers the caller's lines in euros, and 401 without a session", async () => {
    const customer = await createUser(t.database.db, { role: "customer" });
    const installer = await createUser(t.database.db, { role: "installer" });
    const lead = await leadInStatus(t.database.db, customer.id, "ACCEPTED", installer.id);

    const response = await t.app.inject({
      url: "/api/me/ledger",
      headers: await bearerFor(customer.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        kind: "held",
        leadId: lead.id,
        total: 150,
        amount: -150,
        balance: -150,
      }),
    ]);
    expect((await t.app.inject({ url: "/api/me/ledger" })).statusCode).toBe(401);
  });

  it("answers 400 for a limit out of range or a cursor that is no id", async () => {
    const customer = await createUser(t.database.db, { role: "customer" });
    const headers = await bearerFor(customer.id);
    for (const query of [
      "limit=0",
      "limit=101",
      "limit=ten",
      "cursor=abc",
      `limit=${"9".repeat(400)}`,
    ]) {
      const response = await t.app.inject({ url: `/api/me/ledger?${query}`, headers });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
