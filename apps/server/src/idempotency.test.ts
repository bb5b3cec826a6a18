import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepIdempotencyKeys } from "@uplink/api/server";
import { dataUrl, leadInStatus, sceneJpeg } from "@uplink/api/testing";
import type { UserRow } from "@uplink/db";
import { messages, type Lead } from "@uplink/domain";
import { buildTestApp, signInCast, type SignedInCast, type TestApp } from "./test-support";

/*
 * Issue 23: a submission queued offline may reach the server twice (a retry after an
 * answer lost on a bad link, two tabs coming back online). Its Idempotency-Key makes the
 * second one replay the first answer and do nothing.
 */

let t: TestApp;
let customer: UserRow;
let otherCustomer: UserRow;
let installer: UserRow;
let bearer: SignedInCast["bearer"];

beforeAll(async () => {
  t = await buildTestApp();
  ({ customer, otherCustomer, installer, bearer } = await signInCast(t.database.db));
});
afterAll(async () => {
  await t.close();
});

const request = (city: string) => ({
  address: `Hauptstraße 1, ${city}, 10115`,
  description: "Flat roof",
});

function postLead(user: UserRow, key: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/workflow/leads",
    headers: { ...bearer(user), "idempotency-key": key },
    payload,
  });
}

async function leadsOf(user: UserRow, city: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom("leads")
    .select("id")
    .where("customerId", "=", user.id)
    .where("city", "=", city)
    .execute();
  return rows.length;
}

describe("Idempotency-Key on POST /api/workflow/leads", () => {
  it("a request sent again with its key answers the first lead and creates no second one", async () => {
    const key = randomUUID();
    const first = await postLead(customer, key, request("Alpha"));
    const again = await postLead(customer, key, request("Alpha"));
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json<Lead>()).toEqual(first.json<Lead>());
    expect(await leadsOf(customer, "Alpha")).toBe(1);
  });

  it("the same key sent twice at once creates one lead, and both get it", async () => {
    const key = randomUUID();
    const answers = await Promise.all([
      postLead(customer, key, request("Beta")),
      postLead(customer, key, request("Beta")),
      postLead(customer, key, request("Beta")),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.json<Lead>().id));
    expect(ids.size).toBe(1);
    expect(await leadsOf(customer, "Beta")).toBe(1);
  });

  it("the same key with another body is refused with 422 and creates nothing", async () => {
    const key = randomUUID();
    expect((await postLead(customer, key, request("Gamma"))).statusCode).toBe(200);
    const other = await postLead(customer, key, request("Delta"));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: messages.server.idempotencyKeyReused,
    });
    expect(await leadsOf(customer, "Delta")).toBe(0);
  });

  it("another user's request with the same key is their own", async () => {
    const key = randomUUID();
    const mine = await postLead(customer, key, request("Epsilon"));
    const theirs = await postLead(otherCustomer, key, request("Epsilon"));
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<Lead>().id).not.toBe(mine.json<Lead>().id);
    expect(theirs.json<Lead>().customerId).toBe(otherCustomer.id);
    expect(await leadsOf(otherCustomer, "Epsilon")).toBe(1);
  });

  it("a key that is not a UUID is a 400 and creates nothing", async () => {
    for (const key of ["not-a-uuid", "x".repeat(300), `${randomUUID()}\u0000`]) {
      const answer = await postLead(customer, key, request("Zeta"));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: "BAD_REQUEST",
        message: messages.server.idempotencyKeyMalformed,
      });
    }
    expect(await leadsOf(customer, "Zeta")).toBe(0);
  });

  it("a refused request lets its key go, so the corrected one may use it", async () => {
    const key = randomUUID();
    const refused = await postLead(customer, key, { address: "nowhere" });
    expect(refused.statusCode).toBe(400);
    const refusedBody = await postLead(customer, key, { ...request("Eta"), photos: ["data:x"] });
    expect(refusedBody.statusCode).toBe(400);
    expect((await postLead(customer, key, request("Eta"))).statusCode).toBe(200);
    expect(await leadsOf(customer, "Eta")).toBe(1);
  });

  it("tRPC's leads.create honours the key the REST path used", async () => {
    const key = randomUUID();
    const rest = await postLead(customer, key, request("Theta"));
    const trpc = await t.app.inject({
      method: "POST",
      url: "/trpc/leads.create",
      headers: { ...bearer(customer), "idempotency-key": key },
      payload: request("Theta"),
    });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json<{ result: { data: Lead } }>().result.data.id).toBe(rest.json<Lead>().id);
    expect(await leadsOf(customer, "Theta")).toBe(1);
  });

  it("keys older than a day are swept, newer ones kept", async () => {
    const old = randomUUID();
    const fresh = randomUUID();
    await postLead(customer, old, request("Iota"));
    await postLead(customer, fresh, request("Iota"));
    await t.database.db
      .updateTable("idempotencyKeys")
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where("key", "=", old)
      .execute();
    expect(await sweepIdempotencyKeys(t.database.db)).toBe(1);
    const left = await t.database.db
      .selectFrom("idempotencyKeys")
      .select("key")
      .where("key", "in", [old, fresh])
      .execute();
    expect(left.map((row) => row.key)).toEqual([fresh]);
  });
});

describe("Idempotency-Key on POST /api/workflow/leads/{id}/done", () => {
  it("two completions with one key at once complete the job once, with its photos once", async () => {
    const lead = await leadInStatus(t.database.db, customer.id, "ON_SITE", installer.id);
    const photos = await Promise.all(
      [11, 12, 13].map(async (seed) => dataUrl(await sceneJpeg({ seed }))),
    );
    const payload = { photos, captions: ["Dish", "Cable", "Router"] };
    const key = randomUUID();
    const submit = () =>
      t.app.inject({
        method: "POST",
        url: `/api/workflow/leads/${lead.id}/done`,
        headers: { ...bearer(installer), "idempotency-key": key },
        payload,
      });
    const answers = await Promise.all([submit(), submit()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json<Lead>().status)).toEqual(["DONE", "DONE"]);
    const again = await submit();
    expect(again.statusCode).toBe(200);
    expect(again.json<Lead>()).toEqual(answers[0].json<Lead>());

    const stored = await t.database.db
      .selectFrom("leadPhotos")
      .select("id")
      .where("leadId", "=", lead.id)
      .where("kind", "=", "completion")
      .execute();
    expect(stored).toHaveLength(3);
    const photoMessages = await t.database.db
      .selectFrom("messages")
      .innerJoin("conversations", "conversations.id", "messages.conversationId")
      .select("messages.id")
      .where("conversations.leadId", "=", lead.id)
      .where("messages.type", "=", "PHOTO")
      .execute();
    expect(photoMessages).toHaveLength(3);
  });
});

describe("the OpenAPI document", () => {
  it("names the Idempotency-Key header on every path that honours it", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>
      >;
    }>();
    for (const path of ["/workflow/leads", "/leads", "/workflow/leads/{id}/done"]) {
      const header = document.paths[path]?.post?.parameters?.find(
        (parameter) =>
          parameter.in === "header" && parameter.name.toLowerCase() === "idempotency-key",
      );
      expect(header, path).toBeDefined();
      expect(header?.required ?? false, path).toBe(false);
    }
  });
});
