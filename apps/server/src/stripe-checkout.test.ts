import { describe, expect, it } from "vitest";
import { createLead, createUser } from "@uplink/api/testing";
import { acceptedJob as acceptedJobOf, bearerFor as bearerOf, useStripeApp } from "./stripe-app";
import { deliverStripeEvent } from "./test-support";

/*
 * Issue 24, customers pay, with PAYMENT_PROVIDER=stripe against the test Stripe server:
 * an accepted job is paid through one Checkout Session, held when Stripe says it was
 * paid, and the installer cannot go on site before.
 */

const app = useStripeApp({ PUBLIC_URL: "https://uplink.example" });
const bearerFor = (userId: string) => bearerOf(app.t, userId);
const acceptedJob = () => acceptedJobOf(app.t);

function pay(leadId: string, headers: Record<string, string>) {
  return app.t.app.inject({
    method: "POST",
    url: `/api/workflow/leads/${leadId}/pay`,
    headers,
    payload: {},
  });
}

function onSite(leadId: string, headers: Record<string, string>) {
  return app.t.app.inject({
    method: "POST",
    url: `/api/workflow/leads/${leadId}/on-site`,
    headers,
    payload: {},
  });
}

async function captures(leadId: string) {
  return app.t.database.db
    .selectFrom("ledgerTransactions")
    .select("idempotencyKey")
    .where("leadId", "=", leadId)
    .where("kind", "=", "capture")
    .execute();
}

function sessionIdOf(url: string): string {
  return url.split("/").at(-1) ?? "";
}

describe("paying for an accepted job with Stripe", () => {
  it("holds nothing on acceptance, and makes one Checkout Session however often the customer presses Pay", async () => {
    const { lead, asCustomer } = await acceptedJob();
    expect(await captures(lead.id)).toEqual([]);
    const before = app.stripe.callsTo("POST", "/v1/checkout/sessions").length;

    const answers = await Promise.all(Array.from({ length: 4 }, () => pay(lead.id, asCustomer)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const urls = new Set(answers.map((answer) => answer.json<{ url: string }>().url));
    expect(urls.size).toBe(1);
    const made = app.stripe.callsTo("POST", "/v1/checkout/sessions").slice(before);
    expect(made).toHaveLength(1);
    expect(made[0]?.params).toMatchObject({
      mode: "payment",
      line_items: [{ quantity: "1", price_data: { currency: "eur", unit_amount: "15000" } }],
      metadata: { leadId: lead.id },
      payment_intent_data: { transfer_group: `lead_${lead.id}` },
      success_url: `https://uplink.example/dashboard?lead=${lead.id}&payment=paid`,
      cancel_url: `https://uplink.example/dashboard?lead=${lead.id}&payment=cancelled`,
    });
  });

  it("refuses the installer on site before the payment is held, and lets them once Stripe says it was paid", async () => {
    const { lead, asCustomer, asInstaller } = await acceptedJob();
    const refused = await onSite(lead.id, asInstaller);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/not paid .* payment is held/);

    const { url } = (await pay(lead.id, asCustomer)).json<{ url: string }>();
    const { session } = app.stripe.store.completeCheckout(sessionIdOf(url));
    const { payload, signature } = app.stripe.signedEvent("checkout.session.completed", session);
    const delivered = await deliverStripeEvent(app.t.app, payload, signature);
    expect(delivered.statusCode).toBe(200);
    expect(await captures(lead.id)).toEqual([{ idempotencyKey: `capture:${lead.id}` }]);
    const checkout = await app.t.database.db
      .selectFrom("leadCheckouts")
      .select("paymentIntentId")
      .where("leadId", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(checkout.paymentIntentId).toBe(session.payment_intent);

    expect((await onSite(lead.id, asInstaller)).statusCode).toBe(200);
    const again = (await pay(lead.id, asCustomer)).json<{ url: string }>();
    expect(again.url).toBe(`https://uplink.example/dashboard?lead=${lead.id}`);
  });

  it("holds nothing for a checkout that is still processing (SEPA debit)", async () => {
    const { lead, asCustomer } = await acceptedJob();
    const { url } = (await pay(lead.id, asCustomer)).json<{ url: string }>();
    const { session } = app.stripe.store.completeCheckout(sessionIdOf(url), "processing");
    const { payload, signature } = app.stripe.signedEvent("checkout.session.completed", session);
    await deliverStripeEvent(app.t.app, payload, signature);
    expect(await captures(lead.id)).toEqual([]);
  });

  it("is for the lead's customer only, and only once it is accepted", async () => {
    const { lead, asInstaller } = await acceptedJob();
    const stranger = await createUser(app.t.database.db, { role: "customer", emailVerified: true });
    expect((await pay(lead.id, await bearerFor(stranger.id))).statusCode).toBe(404);
    expect((await pay(lead.id, asInstaller)).statusCode).toBe(403);
    const owner = await createUser(app.t.database.db, { role: "customer", emailVerified: true });
    const fresh = await createLead(app.t.database.db, owner.id);
    expect((await pay(fresh.id, await bearerFor(owner.id))).statusCode).toBe(409);
    expect((await pay("not-a-uuid", await bearerFor(owner.id))).statusCode).toBeLessThan(500);
  });
});
