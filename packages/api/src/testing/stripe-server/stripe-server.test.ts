import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeClient } from "../../payments/stripe/stripe-client";
import { startStripeServer, type TestStripeServer } from "./stripe-server";

let server: TestStripeServer;
let stripe: Stripe;

beforeAll(async () => {
  server = await startStripeServer();
  stripe = server.client();
});
afterAll(() => server.close());

async function onboardedAccount() {
  const account = await stripe.accounts.create({ type: "express", country: "DE" });
  return server.store.updateAccount(account.id, "onboarded");
}

async function paidIntent(amount: number) {
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: { currency: "eur", unit_amount: amount, product_data: { name: "Job" } },
      },
    ],
    success_url: "http://localhost/ok",
    payment_intent_data: { transfer_group: "lead_1" },
  });
  return server.store.completeCheckout(session.id).paymentIntent;
}

describe("the test Stripe server, through the official SDK", () => {
  it("refuses a wrong secret key", async () => {
    const stranger = createStripeClient({ secretKey: "sk_test_wrong", apiUrl: server.url });
    await expect(stranger.accounts.create({ type: "express" })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it("creates an Express account with the requested capabilities, and an onboarding link", async () => {
    const account = await stripe.accounts.create({
      type: "express",
      country: "PL",
      email: "jan@example.com",
      capabilities: { transfers: { requested: true } },
      metadata: { userId: "u1" },
    });
    expect(account).toMatchObject({
      object: "account",
      type: "express",
      country: "PL",
      capabilities: { transfers: "inactive" },
      charges_enabled: false,
      payouts_enabled: false,
      metadata: { userId: "u1" },
    });
    expect(account.id).toMatch(/^acct_/);
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: "account_onboarding",
      refresh_url: "http://localhost/refresh",
      return_url: "http://localhost/return",
    });
    expect(link.url).toContain(account.id);
    expect((await stripe.accounts.retrieve(account.id)).id).toBe(account.id);
  });

  it("expires an open Checkout Session, which can then not be paid, and refuses to expire it again", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: { currency: "eur", unit_amount: 5_000, product_data: { name: "Job" } },
        },
      ],
      success_url: "http://localhost/ok",
    });
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ id: session.id, status: "expired", url: null });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("expired");
    expect(() => server.store.completeCheckout(session.id)).toThrow(/cannot be paid/);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it("creates a Checkout Session from nested line items and completes it with a PaymentIntent", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 2,
          price_data: { currency: "eur", unit_amount: 12_345, product_data: { name: "Dish" } },
        },
      ],
      metadata: { leadId: "lead-1" },
      payment_intent_data: { transfer_group: "lead_lead-1", metadata: { leadId: "lead-1" } },
      success_url: "http://localhost/ok",
      cancel_url: "http://localhost/cancel",
    });
    expect(session).toMatchObject({
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      amount_total: 24_690,
      currency: "eur",
      metadata: { leadId: "lead-1" },
    });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const { paymentIntent } = server.store.completeCheckout(session.id);
    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved).toMatchObject({
      status: "complete",
      payment_status: "paid",
      payment_intent: paymentIntent.id,
    });
    expect(await stripe.paymentIntents.retrieve(paymentIntent.id)).toMatchObject({
      status: "succeeded",
      amount_received: 24_690,
      transfer_group: "lead_lead-1",
      metadata: { leadId: "lead-1" },
    });
  });

  it("answers a repeated Idempotency-Key with the first answer, and refuses it with other parameters", async () => {
    const account = await onboardedAccount();
    const params = {
      amount: 900,
      currency: "eur",
      destination: account.id,
      transfer_group: "lead_2",
    };
    const first = await stripe.transfers.create(params, { idempotencyKey: "release-tx-1" });
    const again = await stripe.transfers.create(params, { idempotencyKey: "release-tx-1" });
    expect(again.id).toBe(first.id);
    expect((await stripe.transfers.list({ transfer_group: "lead_2" })).data).toHaveLength(1);
    expect(server.callsTo("POST", "/v1/transfers").at(-1)).toMatchObject({
      replayed: true,
      idempotencyKey: "release-tx-1",
    });
    await expect(
      stripe.transfers.create({ ...params, amount: 901 }, { idempotencyKey: "release-tx-1" }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it("fails when told to, and replays a stored failure under the same key", async () => {
    const account = await onboardedAccount();
    const params = {
      amount: 500,
      currency: "eur",
      destination: account.id,
      transfer_group: "lead_3",
    };
    server.failNext(1, { path: "/v1/transfers" });
    await expect(
      stripe.transfers.create(params, { idempotencyKey: "k-fail" }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(
      stripe.transfers.create(params, { idempotencyKey: "k-fail" }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    const transfer = await stripe.transfers.create(params, { idempotencyKey: "k-fail-2" });
    expect(transfer).toMatchObject({ object: "transfer", amount: 500, destination: account.id });
    expect(
      (await stripe.transfers.list({ transfer_group: "lead_3" })).data.map((t) => t.id),
    ).toEqual([transfer.id]);
  });

  it("refuses a transfer to an account it does not know", async () => {
    await expect(
      stripe.transfers.create({ amount: 100, currency: "eur", destination: "acct_nobody" }),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError", code: "resource_missing" });
  });

  it("refunds part of a payment, lists refunds by PaymentIntent and refuses more than is left", async () => {
    const intent = await paidIntent(10_000);
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 4_000 });
    expect(refund).toMatchObject({
      object: "refund",
      amount: 4_000,
      status: "succeeded",
      payment_intent: intent.id,
    });
    await expect(
      stripe.refunds.create({ payment_intent: intent.id, amount: 6_001 }),
    ).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
    });
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(6_000);
    const listed = await stripe.refunds.list({ payment_intent: intent.id });
    expect(listed.data.map((r) => r.amount)).toEqual([6_000, 4_000]);
  });

  it("lists the balance transactions of charges, transfers and refunds in a time range", async () => {
    const since = Math.floor(Date.now() / 1000);
    const intent = await paidIntent(2_000);
    await stripe.refunds.create({ payment_intent: intent.id, amount: 500 });
    const all = await stripe.balanceTransactions.list({ created: { gte: since }, limit: 100 });
    const mine = all.data.filter(
      (txn) => txn.source === intent.latest_charge || txn.type === "refund",
    );
    expect(mine.map((txn) => [txn.type, txn.amount])).toContainEqual(["charge", 2_000]);
    expect(mine.map((txn) => [txn.type, txn.amount])).toContainEqual(["refund", -500]);
    const none = await stripe.balanceTransactions.list({ created: { lt: since - 3600 } });
    expect(none.data).toEqual([]);
  });

  it("signs webhook events the SDK verifies, and a wrong secret is refused", async () => {
    const account = await onboardedAccount();
    const { payload, signature, event } = server.signedEvent("account.updated", account);
    const verified = stripe.webhooks.constructEvent(payload, signature, server.webhookSecret);
    expect(verified).toMatchObject({
      id: event.id,
      type: "account.updated",
      data: { object: { id: account.id } },
    });
    expect(() => stripe.webhooks.constructEvent(payload, signature, "whsec_other")).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it("answers 404 for paths it does not serve", async () => {
    await expect(stripe.customers.create({})).rejects.toMatchObject({ statusCode: 404 });
  });
});
