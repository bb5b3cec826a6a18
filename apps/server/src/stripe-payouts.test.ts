import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import {
  createVerifiedInstaller,
  startStripeServer,
  type TestStripeServer,
} from "@uplink/api/testing";
import { buildTestApp, deliverStripeEvent, stripeEnv, type TestApp } from "./test-support";

/*
 * Issue 24 through the REST surface, with PAYMENT_PROVIDER=stripe against the test Stripe
 * server: an installer's onboarding and payout status, and Stripe's signed webhook.
 */

let stripe: TestStripeServer;
let t: TestApp;

beforeAll(async () => {
  stripe = await startStripeServer();
  t = await buildTestApp({
    env: stripeEnv(stripe),
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const WEBHOOK = "/api/payments/stripe/webhook";

async function onboardedInstaller() {
  const installer = await createVerifiedInstaller(t.database.db);
  await t.database.db
    .updateTable("users")
    .set({ country: "DE" })
    .where("id", "=", installer.id)
    .execute();
  const { token } = await createSession(t.database.db, installer.id);
  const headers = { authorization: `Bearer ${token}` };
  const onboard = await t.app.inject({
    method: "POST",
    url: "/api/installer/payouts/onboard",
    headers,
  });
  expect(onboard.statusCode).toBe(200);
  const status = await t.app.inject({ url: "/api/installer/payouts", headers });
  const { accountId } = status.json<{ accountId: string }>();
  return { installer, headers, accountId, url: onboard.json<{ url: string }>().url };
}

function deliver(payload: string, signature?: string) {
  return deliverStripeEvent(t.app, payload, signature);
}

async function payoutStatus(headers: Record<string, string>) {
  return (await t.app.inject({ url: "/api/installer/payouts", headers })).json<{ status: string }>()
    .status;
}

async function storedEvent(id: string) {
  return t.database.db
    .selectFrom("paymentEvents")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
}

describe("installer payouts over REST", () => {
  it("onboards with a Stripe link and stays pending until Stripe enables the account", async () => {
    const { headers, accountId, url } = await onboardedInstaller();
    expect(accountId).toMatch(/^acct_/);
    expect(url).toContain(accountId);
    expect(await payoutStatus(headers)).toBe("pending");
  });
});

describe("POST /api/payments/stripe/webhook", () => {
  it("account.updated enables payouts once Stripe enables charges and payouts", async () => {
    const { headers, accountId } = await onboardedInstaller();
    const account = stripe.store.updateAccount(accountId, "onboarded");
    const { payload, signature } = stripe.signedEvent("account.updated", account);

    const response = await deliver(payload, signature);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, replayed: false });
    expect(await payoutStatus(headers)).toBe("enabled");
  });

  it("reads the account's current state, so an older event arriving last changes nothing back", async () => {
    const { headers, accountId } = await onboardedInstaller();
    const older = stripe.signedEvent("account.updated", stripe.store.accounts.get(accountId)!);
    const newer = stripe.signedEvent(
      "account.updated",
      stripe.store.updateAccount(accountId, "onboarded"),
    );
    expect((await deliver(newer.payload, newer.signature)).statusCode).toBe(200);
    expect((await deliver(older.payload, older.signature)).statusCode).toBe(200);
    expect(await payoutStatus(headers)).toBe("enabled");
  });

  it("handles an event once: a replay answers 2xx and changes nothing", async () => {
    const { accountId } = await onboardedInstaller();
    const { payload, signature, event } = stripe.signedEvent(
      "account.updated",
      stripe.store.updateAccount(accountId, "onboarded"),
    );
    expect((await deliver(payload, signature)).json()).toEqual({ received: true, replayed: false });
    const reads = stripe.callsTo("GET", `/v1/accounts/${accountId}`).length;
    const replay = await deliver(payload, signature);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, replayed: true });
    expect(stripe.callsTo("GET", `/v1/accounts/${accountId}`)).toHaveLength(reads);
    expect(await storedEvent(event.id)).toMatchObject({ type: "account.updated" });
  });

  it("refuses a missing, wrong or stale signature with 400, and nothing changes", async () => {
    const { headers, accountId } = await onboardedInstaller();
    const account = stripe.store.updateAccount(accountId, "onboarded");
    const stale = stripe.signedEvent("account.updated", account, {
      timestampSeconds: Math.floor(Date.now() / 1000) - 301,
    });
    const forged = stripe.signedEvent("account.updated", account, { secret: "whsec_someone_else" });
    const good = stripe.signedEvent("account.updated", account);
    const tampered = good.payload.replace(accountId, "acct_other");

    for (const response of [
      await deliver(good.payload),
      await deliver(forged.payload, forged.signature),
      await deliver(stale.payload, stale.signature),
      await deliver(tampered, good.signature),
      await deliver(good.payload, "t=1,v1=nonsense"),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "BAD_REQUEST",
        message: "The payment event was refused: its signature is missing, wrong or too old.",
      });
    }
    expect(await payoutStatus(headers)).toBe("pending");
    for (const event of [stale.event, forged.event, good.event])
      expect(await storedEvent(event.id)).toBeUndefined();
  });

  it("answers 4xx, never 5xx, to odd bodies", async () => {
    const nul = await t.app.inject({
      method: "POST",
      url: WEBHOOK,
      payload: "\u0000\u0000",
      headers: { "content-type": "text/plain", "stripe-signature": "t=1,v1=00" },
    });
    expect(nul.statusCode).toBe(400);
    const huge = await deliver("x".repeat(3_000_000), "t=1,v1=00");
    expect(huge.statusCode).toBe(413);
  });
});
