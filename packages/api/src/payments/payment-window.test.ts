import { beforeAll, describe, expect, it } from "vitest";
import { captureEscrow } from "../escrow/escrow";
import {
  callerAs,
  createLead,
  createUser,
  createVerifiedInstaller,
  deliverEvent,
  movementsConfirmed,
  until,
  useStripeTestApi,
  type TestDeps,
} from "../testing";
import { speakEveryLanguage } from "../i18n/catalogues";
import { lapseUnpaidJobs } from "./payment-window";

/*
 * Issue 24, PAYMENT_WINDOW: an accepted job its customer has not paid within the window
 * goes back to NEW, the installer unassigned, and both are mailed in their language.
 */

const api = useStripeTestApi({ smtp: true });
beforeAll(() => {
  speakEveryLanguage();
});
const MINUTE = 60 * 1000;

/** An accepted, unpaid job accepted `ago` milliseconds ago; the customer reads German. */
async function acceptedAgo(ago: number) {
  const customer = await createUser(api.db, { role: "customer", emailVerified: true });
  await api.db.updateTable("users").set({ locale: "de" }).where("id", "=", customer.id).execute();
  const installer = await createVerifiedInstaller(api.db);
  const lead = await createLead(api.db, customer.id, {
    installerId: installer.id,
    status: "ACCEPTED",
  });
  await api.db
    .updateTable("leads")
    .set({ acceptedAt: new Date(Date.now() - ago) })
    .where("id", "=", lead.id)
    .execute();
  return { customer, installer, lead };
}

const leadRow = (id: string) =>
  api.db
    .selectFrom("leads")
    .select(["status", "installerId", "acceptedAt"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

async function mailsTo(email: string) {
  await api.deps.mail.drain();
  return api.smtp.receivedBy(email);
}

describe("an accepted job unpaid after PAYMENT_WINDOW", () => {
  it("goes back to NEW with no installer, and both parties are mailed once in their language", async () => {
    const { customer, installer, lead } = await acceptedAgo(
      api.deps.config.paymentWindowMs + MINUTE,
    );
    const runs = await Promise.all([lapseUnpaidJobs(api.deps), lapseUnpaidJobs(api.deps)]);
    expect(runs.reduce((sum, lapsed) => sum + lapsed, 0)).toBeGreaterThanOrEqual(1);

    expect(await leadRow(lead.id)).toEqual({ status: "NEW", installerId: null, acceptedAt: null });
    const [toCustomer] = await api.smtp.mailsTo(customer.email);
    expect(toCustomer?.subject).toBe(`Auftrag nicht rechtzeitig bezahlt: ${lead.title}`);
    const [toInstaller] = await api.smtp.mailsTo(installer.email);
    expect(toInstaller?.subject).toBe(`Job not paid in time: ${lead.title}`);
    expect(toInstaller?.text).toContain("no longer assigned to you");

    await lapseUnpaidJobs(api.deps);
    expect(await mailsTo(customer.email)).toHaveLength(1);
    expect(await mailsTo(installer.email)).toHaveLength(1);
  });

  it("stays with its installer while the window is open, or once the price is held", async () => {
    const open = await acceptedAgo(api.deps.config.paymentWindowMs - 5 * MINUTE);
    const paid = await acceptedAgo(api.deps.config.paymentWindowMs + MINUTE);
    await captureEscrow(api.db, {
      leadId: paid.lead.id,
      customerId: paid.customer.id,
      amountCents: 15_000,
    });
    await lapseUnpaidJobs(api.deps);

    expect((await leadRow(open.lead.id)).status).toBe("ACCEPTED");
    expect(await leadRow(paid.lead.id)).toMatchObject({
      status: "ACCEPTED",
      installerId: paid.installer.id,
    });
    expect(await mailsTo(paid.customer.email)).toEqual([]);
  });
});

describe("with Stripe, a job sent back as its payment window closed", () => {
  /** A lapsing job whose customer opened Stripe's checkout: the session's id. */
  async function checkoutOpened(deps: TestDeps) {
    const job = await acceptedAgo(api.deps.config.paymentWindowMs + MINUTE);
    await (await callerAs(deps, job.customer)).leads.pay({ id: job.lead.id });
    const { sessionId } = await api.db
      .selectFrom("leadCheckouts")
      .select("sessionId")
      .where("leadId", "=", job.lead.id)
      .executeTakeFirstOrThrow();
    return { ...job, sessionId };
  }

  it("has its open checkout expired, so the customer can no longer pay it", async () => {
    const { deps } = await api.moneyJobs();
    const { lead, sessionId } = await checkoutOpened(deps);

    expect(await lapseUnpaidJobs(deps)).toBe(1);

    expect((await leadRow(lead.id)).status).toBe("NEW");
    expect(api.stripe.store.checkoutSessions.get(sessionId)?.status).toBe("expired");
    expect(() => api.stripe.store.completeCheckout(sessionId)).toThrow(/cannot be paid/);
  });

  it("stays accepted while Stripe cannot be reached to expire its checkout, and lapses once it can", async () => {
    const { deps } = await api.moneyJobs();
    const { lead, sessionId } = await checkoutOpened(deps);
    api.stripe.failNext(1, { path: `/v1/checkout/sessions/${sessionId}` });

    expect(await lapseUnpaidJobs(deps)).toBe(0);
    expect((await leadRow(lead.id)).status).toBe("ACCEPTED");

    expect(await lapseUnpaidJobs(deps)).toBe(1);
    expect(api.stripe.store.checkoutSessions.get(sessionId)?.status).toBe("expired");
  });

  it("refunds a payment that completes after all, once and in full, and tells the customer", async () => {
    const { deps } = await api.moneyJobs();
    const { customer, lead, sessionId } = await checkoutOpened(deps);
    // The customer paid just as the window closed; Stripe's event is still on its way.
    const { session, paymentIntent } = api.stripe.store.completeCheckout(sessionId);
    await lapseUnpaidJobs(deps);

    await deliverEvent(deps, api.stripe, "checkout.session.completed", session);
    await deliverEvent(deps, api.stripe, "checkout.session.completed", session);
    await until("the refund is confirmed", () => movementsConfirmed(api.db, lead.id, 1));

    const refunds = [...api.stripe.store.refunds.values()].filter(
      (refund) => refund.payment_intent === paymentIntent.id,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: paymentIntent.amount, status: "succeeded" });
    expect(await leadRow(lead.id)).toEqual({ status: "NEW", installerId: null, acceptedAt: null });
    const asCustomer = await callerAs(deps, customer);
    expect((await asCustomer.leads.byId({ id: lead.id })).payment).toBeNull();

    await deps.mail.drain();
    const subjects = api.smtp.receivedBy(customer.email).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject?.includes("verspätete Zahlung"))).toEqual([
      `Ihre verspätete Zahlung wird erstattet: ${lead.title}`,
    ]);
    expect(subjects.filter((subject) => subject?.startsWith("Beleg für Ihre Zahlung"))).toEqual([]);
  });

  it("refunds a payment of a job cancelled before it was paid, whose checkout was still open", async () => {
    const { deps } = await api.moneyJobs();
    const { customer, lead, sessionId } = await checkoutOpened(deps);
    await api.db
      .updateTable("leads")
      .set({ status: "CANCELLED" })
      .where("id", "=", lead.id)
      .execute();
    const { session, paymentIntent } = api.stripe.store.completeCheckout(sessionId);

    await deliverEvent(deps, api.stripe, "checkout.session.completed", session);
    await until("the refund is confirmed", () => movementsConfirmed(api.db, lead.id, 1));

    const refunds = [...api.stripe.store.refunds.values()].filter(
      (refund) => refund.payment_intent === paymentIntent.id,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: paymentIntent.amount });
    expect((await leadRow(lead.id)).status).toBe("CANCELLED");
    await deps.mail.drain();
    const subjects = api.smtp.receivedBy(customer.email).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject?.startsWith("Beleg für Ihre Zahlung"))).toEqual([]);
  });
});
