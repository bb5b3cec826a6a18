import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import { createUser, leadInStatus, settlementOf } from "@uplink/api/testing";
import type { UserRow } from "@uplink/db";
import { messages } from "@uplink/domain";
import { buildTestApp, type TestApp } from "./test-support";

const SITE = "https://uplink.example";
const OTHER_SITE = "https://evil.example";

let t: TestApp;
let customer: UserRow;
let installer: UserRow;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: `${SITE}/` } });
  const { db } = t.database;
  customer = await createUser(db, { role: "customer" });
  installer = await createUser(db, { role: "installer", verificationStatus: "APPROVED" });
  for (const user of [customer, installer]) {
    tokens.set(user.id, (await createSession(db, user.id)).token);
  }
});
afterAll(async () => {
  await t.close();
});

const cookieOf = (user: UserRow) => ({ uplink_session: tokens.get(user.id) ?? "" });
const bearer = (user: UserRow) => ({ authorization: `Bearer ${tokens.get(user.id)}` });

async function doneLead() {
  return leadInStatus(t.database.db, customer.id, "DONE", installer.id);
}

function approve(leadId: string, headers: Record<string, string>, withCookie = true) {
  return t.app.inject({
    method: "POST",
    url: `/api/workflow/leads/${leadId}/approve`,
    headers,
    ...(withCookie ? { cookies: cookieOf(customer) } : {}),
  });
}

function expectCrossSiteRefusal(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({
    code: "FORBIDDEN",
    message: messages.server.crossSiteRequest,
  });
}

describe("a state-changing request signed in by the session cookie", () => {
  it("from another site, a bodiless approve is refused with 403 and releases nothing", async () => {
    const lead = await doneLead();
    const response = await approve(lead.id, { origin: OTHER_SITE });
    expectCrossSiteRefusal(response);
    expect(await settlementOf(t.database.db, lead.id)).toMatchObject({
      releases: 0,
      escrowCents: 15_000,
    });
    const { status } = await t.database.db
      .selectFrom("leads")
      .select("status")
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(status).toBe("DONE");
  });

  it("without Origin, and with a Referer from another site, with Origin null, or with neither, is refused", async () => {
    const lead = await doneLead();
    const elsewhere: Record<string, string>[] = [
      { referer: `${OTHER_SITE}/dashboard` },
      { origin: "null" },
      { origin: `${SITE}.evil.example` },
      { origin: "http://uplink.example" },
      { referer: "not a url" },
      {},
    ];
    for (const headers of elsewhere) {
      expectCrossSiteRefusal(await approve(lead.id, headers));
    }
    expect(await settlementOf(t.database.db, lead.id)).toMatchObject({ releases: 0 });
  });

  it("from this site (Origin is PUBLIC_URL's origin) approves and releases the escrow", async () => {
    const lead = await doneLead();
    const response = await approve(lead.id, { origin: SITE });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: lead.id, status: "APPROVED" });
    expect(await settlementOf(t.database.db, lead.id)).toMatchObject({
      releases: 1,
      balanced: true,
    });
  });

  it("from the address the page was served from (127.0.0.1 while PUBLIC_URL names another host) works", async () => {
    const lead = await doneLead();
    const response = await approve(lead.id, {
      host: "127.0.0.1:3000",
      origin: "http://127.0.0.1:3000",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await settlementOf(t.database.db, lead.id)).toMatchObject({ releases: 1 });
  });

  it("from another site that names this server in Host is still refused", async () => {
    const lead = await doneLead();
    expectCrossSiteRefusal(await approve(lead.id, { host: "127.0.0.1:3000", origin: OTHER_SITE }));
    expect(await settlementOf(t.database.db, lead.id)).toMatchObject({ releases: 0 });
  });

  it("from this site by its Referer, when the browser sent no Origin, works", async () => {
    const lead = await doneLead();
    const response = await approve(lead.id, { referer: `${SITE}/lead/${lead.id}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(await settlementOf(t.database.db, lead.id)).toMatchObject({ releases: 1 });
  });

  it("a tRPC mutation from another site is refused and the session survives it", async () => {
    const signOut = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.signOut",
      headers: { origin: OTHER_SITE, "content-type": "application/json" },
      cookies: cookieOf(customer),
      payload: "{}",
    });
    expectCrossSiteRefusal(signOut);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      cookies: cookieOf(customer),
    });
    expect(me.statusCode).toBe(200);
  });

  it("a tRPC mutation from this site works", async () => {
    const lead = await doneLead();
    const response = await t.app.inject({
      method: "POST",
      url: "/trpc/leads.approve",
      headers: { origin: SITE, "content-type": "application/json" },
      cookies: cookieOf(customer),
      payload: JSON.stringify({ id: lead.id }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await settlementOf(t.database.db, lead.id)).toMatchObject({ releases: 1 });
  });

  it("PUT and DELETE are held to the same rule", async () => {
    for (const method of ["PUT", "DELETE"] as const) {
      const response = await t.app.inject({
        method,
        url:
          method === "PUT" ? "/api/workflow/leads/00000000-0000-4000-8000-000000000000" : "/api/me",
        headers: { origin: OTHER_SITE, "content-type": "application/json" },
        cookies: cookieOf(customer),
        payload: "{}",
      });
      expectCrossSiteRefusal(response);
    }
  });
});

describe("requests the rule leaves alone", () => {
  it("GET and HEAD with the cookie from another site are answered as usual", async () => {
    const answers: Record<string, number> = {};
    for (const method of ["GET", "HEAD"] as const) {
      const response = await t.app.inject({
        method,
        url: "/api/auth/me",
        headers: { origin: OTHER_SITE },
        cookies: cookieOf(customer),
      });
      answers[method] = response.statusCode;
    }
    // HEAD is answered by the REST surface without a body.
    expect(answers).toEqual({ GET: 200, HEAD: 204 });
  });

  it("the same approve with a bearer token and no Origin works", async () => {
    const lead = await doneLead();
    const response = await approve(lead.id, bearer(customer), false);
    expect(response.statusCode, response.body).toBe(200);
    expect(await settlementOf(t.database.db, lead.id)).toMatchObject({ releases: 1 });
  });

  it("a bearer token decides even beside the cookie: a third party's API call with both works", async () => {
    const lead = await doneLead();
    const response = await approve(lead.id, { ...bearer(customer), origin: OTHER_SITE });
    expect(response.statusCode, response.body).toBe(200);
    expect(await settlementOf(t.database.db, lead.id)).toMatchObject({ releases: 1 });
  });

  it("a bearer token of someone else beside the cookie signs in as the bearer, not the cookie", async () => {
    const lead = await doneLead();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/workflow/leads/${lead.id}/approve`,
      headers: { ...bearer(installer), origin: OTHER_SITE },
      cookies: cookieOf(customer),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(messages.server.forbidden);
    expect(await settlementOf(t.database.db, lead.id)).toMatchObject({ releases: 0 });
  });

  it("a cross-site POST without the session cookie (sign-in) is not this rule's business", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { origin: OTHER_SITE, "content-type": "application/json" },
      payload: JSON.stringify({ email: "nobody@example.com", password: "wrong password" }),
    });
    expect(response.statusCode).toBe(401);
  });
});
