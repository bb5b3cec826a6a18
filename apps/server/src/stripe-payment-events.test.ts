import { describe, expect, it } from "vitest";
import { outboxMailsTo, type TestStripeServer } from "@uplink/api/testing";
import type { LeadDetail } from "@uplink/domain";
import { acceptedJob as acceptedJobOf, useStripeApp } from "./stripe-app";
import { deliverStripeEvent } from "./test-support";

/*
 * Issue 24, the webhooks after the checkout, with PAYMENT_PROVIDER=stripe against the
 * test Stripe server: a delayed payment (SEPA debit) that succeeds or fails, and a
 * customer's bank disputing the charge — replayed and out of order.
 */

const app = useStripeApp({ PUBLIC_URL: "https://uplink.example" });
const acceptedJob = () => acceptedJobOf(app.t);

async function pay(leadId: string, headers: Record<string, string>): Promise<string> {
  const answer = await app.t.app.inject({
    method: "POST",
    url: `/api/workflow/leads/${leadId}/pay`,
    headers,
    payload: {},
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ url: string }>().url;
}

async function detailOf(leadId: string, headers: Record<string, string>): Promise<LeadDetail> {
  const answer = await app.t.app.inject({
    method: "GET",
    url: `/api/workflow/leads/${leadId}`,
    headers,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<LeadDetail>();
}

async function deliver(type: string, object: Parameters<TestStripeServer["signedEvent"]>[1]) {
  const { payload, signature } = app.stripe.signedEvent(type, object);
  const delivered = await deliverStripeEvent(app.t.app, payload, signature);
  expect(delivered.statusCode).toBe(200);
  return { payload, signature };
}

const sessionIdOf = (url: string) => url.split("/").at(-1) ?? "";

/** A job its customer paid at checkout, held. */
async function paidJob() {
  const job = await acceptedJob();
  const url = await pay(job.lead.id, job.asCustomer);
  const { session, paymentIntent } = app.stripe.store.completeCheckout(sessionIdOf(url));
  await deliver("checkout.session.completed", session);
  return { ...job, paymentIntentId: paymentIntent.id };
}

function disputeOf(paymentIntentId: string, status = "needs_response") {
  return {
    id: `dp_${Math.random().toString(36).slice(2, 14)}`,
    object: "dispute",
    amount: 15_000,
    currency: "eur",
    payment_intent: paymentIntentId,
    reason: "fraudulent",
    status,
  };
}

async function disputeAlerts(leadId: string) {
  return app.t.database.db
    .selectFrom("alerts")
    .select(["type", "description"])
    .where("leadId", "=", leadId)
    .where("type", "=", "payment_dispute")
    .orderBy("createdAt")
    .execute();
}

describe("a delayed payment", () => {
  it("is held when checkout.session.async_payment_succeeded says it was paid", async () => {
    const { lead, asCustomer } = await acceptedJob();
    const url = await pay(lead.id, asCustomer);
    const processing = app.stripe.store.completeCheckout(sessionIdOf(url), "processing");
    await deliver("checkout.session.completed", processing.session);
    expect((await detailOf(lead.id, asCustomer)).payment?.status).toBe("awaiting");

    const paid = app.stripe.store.completeCheckout(sessionIdOf(url));
    await deliver("checkout.session.async_payment_succeeded", paid.session);
    expect((await detailOf(lead.id, asCustomer)).payment).toMatchObject({
      status: "held",
      amount: 150,
      currency: "EUR",
    });
  });

  it("that failed leaves the job awaiting payment, mails the customer once, and Pay opens a new checkout", async () => {
    const { lead, customer, asCustomer } = await acceptedJob();
    const url = await pay(lead.id, asCustomer);
    const { session } = app.stripe.store.completeCheckout(sessionIdOf(url), "processing");
    const failed = await deliver("checkout.session.async_payment_failed", session);
    // Stripe delivers it again: handled once.
    expect((await deliverStripeEvent(app.t.app, failed.payload, failed.signature)).statusCode).toBe(
      200,
    );

    const detail = await detailOf(lead.id, asCustomer);
    expect(detail.payment?.status).toBe("awaiting");
    // The first is the acceptance's.
    const mails = await outboxMailsTo(app.t.dataDir, customer.email, 2);
    const failedMails = mails.filter((mail) => mail.subject?.startsWith("Your payment did not"));
    expect(failedMails.map((mail) => mail.subject)).toEqual([
      `Your payment did not go through: ${lead.title}`,
    ]);
    expect(failedMails[0]?.text).toContain("please open the request and pay again");

    const again = await pay(lead.id, asCustomer);
    expect(again).not.toBe(url);
    expect(await pay(lead.id, asCustomer)).toBe(again);
  });
});

describe("a dispute of the charge", () => {
  it("makes the lead DISPUTED, pauses the release and alerts administrators once, however often it is delivered", async () => {
    const { lead, asCustomer, paymentIntentId } = await paidJob();
    // The installer finished: the payment would be released on approval or at its date.
    const now = new Date();
    await app.t.database.db
      .updateTable("leads")
      .set({ status: "DONE", onSiteAt: now, completedAt: now, autoReleaseAt: now })
      .where("id", "=", lead.id)
      .execute();
    const dispute = disputeOf(paymentIntentId);
    const first = await deliver("charge.dispute.created", dispute);
    await deliverStripeEvent(app.t.app, first.payload, first.signature);

    const detail = await detailOf(lead.id, asCustomer);
    expect(detail.lead.status).toBe("DISPUTED");
    expect(detail.payment?.status).toBe("held");
    const alerts = await disputeAlerts(lead.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.description).toBe(
      `The customer's bank disputes the €150 paid for "${lead.title}" (fraudulent); the release is paused until an administrator settles the job`,
    );
    const approve = await app.t.app.inject({
      method: "POST",
      url: `/api/workflow/leads/${lead.id}/approve`,
      headers: asCustomer,
      payload: {},
    });
    expect(approve.statusCode).toBe(409);

    await deliver("charge.dispute.closed", { ...dispute, status: "lost" });
    const recorded = await app.t.database.db
      .selectFrom("paymentDisputes")
      .select(["status", "closedAt", "leadId"])
      .where("id", "=", dispute.id)
      .executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({ status: "lost", leadId: lead.id });
    expect(recorded.closedAt).not.toBeNull();
    expect((await disputeAlerts(lead.id)).map((alert) => alert.description)).toContain(
      `The bank's dispute of the payment for "${lead.title}" was closed: lost`,
    );
  });

  it("closed before its creation arrives ends the same: DISPUTED, recorded closed, alerted", async () => {
    const { lead, asCustomer, paymentIntentId } = await paidJob();
    const dispute = disputeOf(paymentIntentId);
    await deliver("charge.dispute.closed", { ...dispute, status: "won" });
    await deliver("charge.dispute.created", dispute);

    expect((await detailOf(lead.id, asCustomer)).lead.status).toBe("DISPUTED");
    const recorded = await app.t.database.db
      .selectFrom("paymentDisputes")
      .select(["status", "closedAt"])
      .where("id", "=", dispute.id)
      .executeTakeFirstOrThrow();
    expect(recorded.status).toBe("won");
    expect(recorded.closedAt).not.toBeNull();
    expect(await disputeAlerts(lead.id)).toHaveLength(2);
  });

  it("of a payment no lead knows changes nothing", async () => {
    await deliver("charge.dispute.created", disputeOf("pi_unknown"));
    const count = await app.t.database.db
      .selectFrom("paymentDisputes")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("paymentIntentId", "=", "pi_unknown")
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(0);
  });
});
