import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import { speakEveryLanguage } from "../i18n/catalogues";
import {
  callerAs,
  createLead,
  createUser,
  createVerifiedInstaller,
  deliverEvent,
  movementsConfirmed,
  until,
  type TestDeps,
  useStripeTestApi,
  systemMessagesOf,
} from "../testing";

/*
 * Issue 24: with Stripe, an accepted job its customer has not paid yet can end before the
 * payment window does — the customer cancels it, or the installer gives it back. Its open
 * Checkout Session is expired then, as the window's lapse does, so the customer cannot
 * pay for a job that ended; a payment that completed just before is refunded. The chat
 * and the mails say what is true of the money: awaiting payment, or nothing charged.
 */

const api = useStripeTestApi({ smtp: true });
beforeAll(() => {
  speakEveryLanguage();
});

/** Dependencies paying through the test Stripe server, with the money jobs running. */
const stripeDeps = async () => (await api.moneyJobs()).deps;

/** An accepted job whose German-speaking customer pressed Pay and has not paid yet. */
async function checkoutOpened(deps: TestDeps) {
  const customer = await createUser(api.db, { role: "customer", emailVerified: true });
  await api.db.updateTable("users").set({ locale: "de" }).where("id", "=", customer.id).execute();
  const installer = await createVerifiedInstaller(api.db);
  const lead = await createLead(api.db, customer.id, {
    installerId: installer.id,
    status: "ACCEPTED",
  });
  await api.db.insertInto("conversations").values({ leadId: lead.id }).execute();
  const asCustomer = await callerAs(deps, customer);
  const { url } = await asCustomer.leads.pay({ id: lead.id });
  const { sessionId } = await api.db
    .selectFrom("leadCheckouts")
    .select("sessionId")
    .where("leadId", "=", lead.id)
    .executeTakeFirstOrThrow();
  return {
    customer,
    installer,
    lead,
    sessionId,
    url,
    asCustomer,
    asInstaller: await callerAs(deps, installer),
  };
}

const statusOf = async (leadId: string) =>
  (
    await api.db
      .selectFrom("leads")
      .select("status")
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow()
  ).status;

const refundsOf = (paymentIntentId: string) =>
  [...api.stripe.store.refunds.values()].filter(
    (refund) => refund.payment_intent === paymentIntentId,
  );

const systemLines = (leadId: string) => systemMessagesOf(api.db, leadId);

async function mailsTo(deps: TestDeps, email: string) {
  await deps.mail.drain();
  return api.smtp.receivedBy(email);
}

describe("with Stripe, an accepted job ended before its customer paid", () => {
  it("has its open checkout expired as the customer cancels it, so it can no longer be paid", async () => {
    const deps = await stripeDeps();
    const { lead, sessionId, asCustomer } = await checkoutOpened(deps);

    await asCustomer.leads.cancel({ id: lead.id });

    expect(await statusOf(lead.id)).toBe("CANCELLED");
    expect(api.stripe.store.checkoutSessions.get(sessionId)?.status).toBe("expired");
    expect(() => api.stripe.store.completeCheckout(sessionId)).toThrow(/cannot be paid/);
  });

  it("has its open checkout expired as the installer gives it back, and the next acceptance gets a new one", async () => {
    const deps = await stripeDeps();
    const { lead, sessionId, url, asCustomer, asInstaller } = await checkoutOpened(deps);

    await asInstaller.leads.withdraw({ id: lead.id, reason: "My van broke down, sorry" });

    expect(await statusOf(lead.id)).toBe("NEW");
    expect(api.stripe.store.checkoutSessions.get(sessionId)?.status).toBe("expired");
    expect(() => api.stripe.store.completeCheckout(sessionId)).toThrow(/cannot be paid/);

    const next = await createVerifiedInstaller(api.db);
    await api.db
      .updateTable("leads")
      .set({ status: "ACCEPTED", installerId: next.id, acceptedAt: new Date() })
      .where("id", "=", lead.id)
      .execute();
    const again = await asCustomer.leads.pay({ id: lead.id });
    expect(again.url).not.toBe(url);
  });

  it("stays accepted with its checkout open while Stripe cannot be reached to expire it", async () => {
    const deps = await stripeDeps();
    const { lead, sessionId, asCustomer } = await checkoutOpened(deps);
    api.stripe.failNext(1, { path: `/v1/checkout/sessions/${sessionId}` });

    await expect(asCustomer.leads.cancel({ id: lead.id })).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
    });
    expect(await statusOf(lead.id)).toBe("ACCEPTED");
    expect(api.stripe.store.checkoutSessions.get(sessionId)?.status).toBe("open");

    await asCustomer.leads.cancel({ id: lead.id });
    expect(api.stripe.store.checkoutSessions.get(sessionId)?.status).toBe("expired");
  });

  it("refunds a payment completed just before the cancellation, once and in full, saying why", async () => {
    const deps = await stripeDeps();
    const { customer, lead, sessionId, asCustomer } = await checkoutOpened(deps);
    // The customer paid just as they cancelled; Stripe's event is still on its way.
    const { session, paymentIntent } = api.stripe.store.completeCheckout(sessionId);
    await asCustomer.leads.cancel({ id: lead.id });

    await deliverEvent(deps, api.stripe, "checkout.session.completed", session);
    await deliverEvent(deps, api.stripe, "checkout.session.completed", session);
    await until("the refund is confirmed", () => movementsConfirmed(api.db, lead.id, 1));

    expect(refundsOf(paymentIntent.id)).toEqual([
      expect.objectContaining({ amount: paymentIntent.amount, status: "succeeded" }),
    ]);
    expect(await statusOf(lead.id)).toBe("CANCELLED");
    const refundMails = (await mailsTo(deps, customer.email)).filter((mail) =>
      mail.subject?.includes("verspätete Zahlung"),
    );
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.text).toContain("nachdem der Auftrag storniert");
  });

  it("refunds a payment completed before the installer gave the job back, even once another installer accepted it", async () => {
    const deps = await stripeDeps();
    const { lead, sessionId, asCustomer, asInstaller } = await checkoutOpened(deps);
    const { session, paymentIntent } = api.stripe.store.completeCheckout(sessionId);
    await asInstaller.leads.withdraw({ id: lead.id, reason: "My van broke down, sorry" });
    const next = await createVerifiedInstaller(api.db);
    await api.db
      .updateTable("leads")
      .set({ status: "ACCEPTED", installerId: next.id, acceptedAt: new Date() })
      .where("id", "=", lead.id)
      .execute();

    await deliverEvent(deps, api.stripe, "checkout.session.completed", session);
    await until("the refund is confirmed", () => movementsConfirmed(api.db, lead.id, 1));

    expect(refundsOf(paymentIntent.id)).toEqual([
      expect.objectContaining({ amount: paymentIntent.amount }),
    ]);
    const { payment } = await asCustomer.leads.byId({ id: lead.id });
    expect(payment?.status).toBe("awaiting");
  });
});

describe("with Stripe, what the chat and the mails say of a job not paid yet", () => {
  const unpaid = () => messages.payments.unpaidLeadEvents;

  it("an installer accepting a job tells the customer to pay now, not that the money is held", async () => {
    const deps = await stripeDeps();
    const customer = await createUser(api.db, { role: "customer", emailVerified: true });
    const installer = await createVerifiedInstaller(api.db);
    const lead = await createLead(api.db, customer.id);

    await (await callerAs(deps, installer)).leads.accept({ id: lead.id });

    expect(await systemLines(lead.id)).toEqual([unpaid().accepted.system]);
    const [mail] = (await mailsTo(deps, customer.email)).filter((sent) =>
      sent.subject?.startsWith("An installer accepted your request"),
    );
    expect(mail?.text).toContain("Please pay the price now");
    expect(mail?.text).not.toContain(messages.leadEvents.accepted.body);
  });

  it("an offer tells the customer they pay once they accept it, and accepting it tells the installer the customer pays next", async () => {
    const deps = await stripeDeps();
    const customer = await createUser(api.db, { role: "customer", emailVerified: true });
    const installer = await createVerifiedInstaller(api.db);
    const lead = await createLead(api.db, customer.id);
    await api.db.updateTable("leads").set({ valueCents: null }).where("id", "=", lead.id).execute();
    const made = await (
      await callerAs(deps, installer)
    ).leads.makeOffer({ id: lead.id, value: 250, message: undefined });

    const [offerMail] = (await mailsTo(deps, customer.email)).filter((sent) =>
      sent.subject?.startsWith("New offer for your request"),
    );
    expect(offerMail?.text).toContain("then you pay the amount, which is held in escrow");

    await (await callerAs(deps, customer)).offers.accept({ id: made.offer.id });

    expect(await systemLines(lead.id)).toEqual([unpaid().offerAccepted.system]);
    const [mail] = (await mailsTo(deps, installer.email)).filter((sent) =>
      sent.subject?.startsWith("Your offer was accepted"),
    );
    expect(mail?.text).toContain(unpaid().offerAccepted.body);
  });

  it("a cancellation or a withdrawal before payment says nothing was charged, in each reader's language", async () => {
    const deps = await stripeDeps();
    const cancelled = await checkoutOpened(deps);
    await cancelled.asCustomer.leads.cancel({ id: cancelled.lead.id });
    expect(await systemLines(cancelled.lead.id)).toEqual([unpaid().cancelled.system]);
    const installerMails = await mailsTo(deps, cancelled.installer.email);
    expect(installerMails.map((mail) => mail.text).join("\n")).toContain(
      "cancelled this installation request before paying for it",
    );

    const withdrawn = await checkoutOpened(deps);
    await withdrawn.asInstaller.leads.withdraw({
      id: withdrawn.lead.id,
      reason: "My van broke down, sorry",
    });
    expect((await systemLines(withdrawn.lead.id))[0]).toContain(unpaid().withdrawn.system);
    const [toCustomer] = (await mailsTo(deps, withdrawn.customer.email)).filter((mail) =>
      mail.text?.includes("zurückgetreten"),
    );
    expect(toCustomer?.text).toContain("Sie hatten noch nicht bezahlt");
    expect(toCustomer?.text).not.toContain("erstattet");
  });
});
