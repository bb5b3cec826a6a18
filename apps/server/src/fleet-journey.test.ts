import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdminAccount } from "@uplink/api/server";
import {
  dataUrl,
  outboxMailsTo,
  sceneJpeg,
  settlementOf,
  startS3Server,
  tokenFromMail,
  type TestS3Server,
} from "@uplink/api/testing";
import type { Lead, LeadDetail } from "@uplink/domain";
import { SseClient } from "./sse-client";
import {
  buildTestApp,
  s3PhotoStoreEnv,
  secondInstance,
  type SecondInstance,
  type TestApp,
} from "./test-support";

/*
 * Issue 15: two app instances on one database and one S3-protocol server, behind a round
 * robin, behave as one: the main journey runs with each request sent to the next instance
 * in turn, and no step depends on which one answered the step before.
 */

const password = "correct horse";
const admin = { username: "fleet-admin", password: "admin password 1" };

let s3: TestS3Server;
let one: TestApp;
let other: SecondInstance;
const bases: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  const env = s3PhotoStoreEnv(await s3.newBucket());
  one = await buildTestApp({ env });
  other = await secondInstance(one, undefined, { env });
  // What `npm start` does with ADMIN_USERNAME and ADMIN_PASSWORD.
  await ensureAdminAccount(one.database.db, admin);
  bases.push(await one.app.listen({ port: 0, host: "127.0.0.1" }));
  bases.push(await other.app.listen({ port: 0, host: "127.0.0.1" }));
});
afterAll(async () => {
  await other.close();
  await one.close();
  await s3.close();
});

/** The load balancer: each request goes to the next instance; it says which one answered. */
const roundRobin = (() => {
  let turn = 0;
  return async (request: InjectOptions) => {
    const instance = turn++ % 2;
    const app = instance === 0 ? one.app : other.app;
    const response = await app.inject(request);
    return Object.assign(response, { instance });
  };
})();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function call(token: string, method: InjectOptions["method"], url: string, payload?: object) {
  return roundRobin({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** Signs up through the balancer and verifies the email through the next instance. */
async function signUpVerified(email: string, role: "customer" | "installer") {
  const signedUp = await roundRobin({
    method: "POST",
    url: "/api/auth/signup",
    payload: { firstName: "Anna", lastName: "Schmidt", email, password, role },
  });
  expect(signedUp.statusCode).toBe(200);
  const { token, user } = signedUp.json<{ token: string; user: { id: string } }>();
  // The mail went out from whichever instance took the sign-up (its dev outbox).
  const outboxOf = signedUp.instance === 0 ? one.dataDir : other.dataDir;
  const [mail] = await outboxMailsTo(outboxOf, email);
  const verified = await roundRobin({
    method: "POST",
    url: "/api/verify-email",
    payload: { token: tokenFromMail(mail!, "/verify-email") },
  });
  expect(verified.instance).not.toBe(signedUp.instance);
  expect(verified.statusCode).toBe(200);
  return { token, id: user.id };
}

describe("two instances behind a round robin", () => {
  it("run the main journey as one: sign-up, photos, accept, live chat, completion, payment", async () => {
    const customer = await signUpVerified("fleet.customer@example.com", "customer");
    const installer = await signUpVerified("fleet.installer@example.com", "installer");

    const signedInAdmin = await roundRobin({
      method: "POST",
      url: "/api/admin/login",
      payload: admin,
    });
    expect(signedInAdmin.statusCode).toBe(200);
    const adminToken = signedInAdmin.json<{ token: string }>().token;
    expect(
      (await call(adminToken, "POST", `/api/admin/approve-installer/${installer.id}`)).statusCode,
    ).toBe(200);

    // Photos written to the bucket by one instance are read back through the other.
    const propertyPhotos = await Promise.all(
      [1, 2].map(async (seed) => dataUrl(await sceneJpeg({ seed }))),
    );
    const created = await call(customer.token, "POST", "/api/workflow/leads", {
      address: "Hauptstraße 1, Berlin, 10115",
      description: "Please mount the dish on the roof of our house.",
      photos: propertyPhotos,
    });
    expect(created.statusCode, created.body).toBe(200);
    const lead = created.json<Lead>();
    expect(lead.value).toBeGreaterThan(0);
    const detail = await call(customer.token, "GET", `/api/workflow/leads/${lead.id}`);
    expect(detail.instance).not.toBe(created.instance);
    const { photos } = detail.json<LeadDetail>();
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      const served = await call(customer.token, "GET", photo.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/jpeg");
      expect(served.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }

    const accepted = await call(installer.token, "POST", `/api/workflow/leads/${lead.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const opened = await call(customer.token, "GET", `/api/workflow/leads/${lead.id}`);
    const conversationId = opened.json<LeadDetail>().conversation?.id;
    expect(conversationId).toBeDefined();

    // The customer's chat streams from one instance; the installer writes through the other.
    const stream = await SseClient.open(
      `${bases[0]}/trpc/conversation.live?input=${encodeURIComponent(JSON.stringify({ id: conversationId }))}`,
      bearer(customer.token),
    );
    try {
      await stream.drain(300);
      const sent = await other.app.inject({
        method: "POST",
        url: `/api/conversation/${conversationId}/msg`,
        headers: bearer(installer.token),
        payload: { body: "I will be there at nine", type: "TEXT" },
      });
      expect(sent.statusCode).toBe(200);
      const arrived = await stream.next(1_000);
      expect(JSON.parse(arrived?.data ?? "null")).toMatchObject({
        type: "message",
        message: { id: sent.json<{ id: string }>().id, body: "I will be there at nine" },
      });
    } finally {
      stream.close();
    }

    expect(
      (await call(installer.token, "POST", `/api/workflow/leads/${lead.id}/on-site`)).statusCode,
    ).toBe(200);
    const completionPhotos = await Promise.all(
      [11, 12, 13].map(async (seed) => dataUrl(await sceneJpeg({ seed }))),
    );
    const done = await call(installer.token, "POST", `/api/workflow/leads/${lead.id}/done`, {
      photos: completionPhotos,
    });
    expect(done.statusCode, done.body).toBe(200);
    const approved = await call(
      customer.token,
      "POST",
      `/api/workflow/leads/${lead.id}/approve`,
      {},
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json<Lead>().status).toBe("APPROVED");
    // Approving again, through either instance, releases nothing more.
    expect(
      (await call(customer.token, "POST", `/api/workflow/leads/${lead.id}/approve`, {})).statusCode,
    ).toBe(409);

    expect(await settlementOf(one.database.db, lead.id)).toEqual({
      releases: 1,
      escrowCents: 0,
      balanced: true,
    });
  });

  it("refuse the 11th wrong password of an account however the guesses are spread", async () => {
    await signUpVerified("fleet.guessed@example.com", "customer");
    const statuses: number[] = [];
    for (let guess = 0; guess < 11; guess += 1) {
      const answer = await roundRobin({
        method: "POST",
        url: "/api/auth/signin",
        payload: { email: "fleet.guessed@example.com", password: `wrong guess ${guess}` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
    expect(statuses[10]).toBe(429);
    const refused = await roundRobin({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email: "fleet.guessed@example.com", password },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});
