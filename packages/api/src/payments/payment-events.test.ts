import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  callerAs,
  createLead,
  createUser,
  createVerifiedInstaller,
  useStripeTestApi,
} from "../testing";
import { receivePaymentEvent } from "./payment-events";

/*
 * Issue 24, webhooks: the mail an event causes (the receipt of a held payment, the notice
 * of a failed one) goes out only once the event's transaction has committed.
 */

const api = useStripeTestApi({ smtp: true });

/** An accepted job its customer opened the checkout of: the checkout session's id. */
async function checkoutOpened() {
  const customer = await createUser(api.db, { role: "customer", emailVerified: true });
  const installer = await createVerifiedInstaller(api.db);
  const lead = await createLead(api.db, customer.id, {
    installerId: installer.id,
    status: "ACCEPTED",
  });
  await (await callerAs(api.stripeDeps, customer)).leads.pay({ id: lead.id });
  const { sessionId } = await api.db
    .selectFrom("leadCheckouts")
    .select("sessionId")
    .where("leadId", "=", lead.id)
    .executeTakeFirstOrThrow();
  return { customer, lead, sessionId };
}

/**
 * Until the returned function is called, every transaction that stores a payment event
 * fails as it commits: after its handler ran, mail included.
 */
async function failCommitsOfEvents(): Promise<() => Promise<void>> {
  await sql`
    create function refuse_commit() returns trigger language plpgsql as $$
    begin raise exception 'the commit is refused'; end $$
  `.execute(api.db);
  await sql`
    create constraint trigger refuse_commit after insert on payment_events
    deferrable initially deferred for each row execute function refuse_commit()
  `.execute(api.db);
  return async () => {
    await sql`drop trigger refuse_commit on payment_events`.execute(api.db);
    await sql`drop function refuse_commit()`.execute(api.db);
  };
}

async function mailsTo(email: string) {
  await api.stripeDeps.mail.drain();
  return api.smtp.receivedBy(email);
}

const isHeld = async (leadId: string) =>
  (await api.db
    .selectFrom("ledgerTransactions")
    .select("id")
    .where("leadId", "=", leadId)
    .where("kind", "=", "capture")
    .executeTakeFirst()) !== undefined;

describe("mail caused by a webhook", () => {
  it("is not sent when the event's transaction fails to commit, and sent once when its redelivery commits", async () => {
    const { customer, lead, sessionId } = await checkoutOpened();
    const { session } = api.stripe.store.completeCheckout(sessionId);
    const { payload, signature } = api.stripe.signedEvent("checkout.session.completed", session);

    const restore = await failCommitsOfEvents();
    await expect(
      receivePaymentEvent(api.stripeDeps, Buffer.from(payload), signature),
    ).rejects.toThrow(/commit is refused/);
    await restore();
    expect(await isHeld(lead.id)).toBe(false);
    expect(await mailsTo(customer.email)).toEqual([]);

    await receivePaymentEvent(api.stripeDeps, Buffer.from(payload), signature);
    expect(await isHeld(lead.id)).toBe(true);
    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Receipt for your payment: ${lead.title}`]);
  });

  it("a failed SEPA debit's notice is not sent when its transaction fails, and sent once after", async () => {
    const { customer, lead, sessionId } = await checkoutOpened();
    const { session } = api.stripe.store.completeCheckout(sessionId, "processing");
    const { payload, signature } = api.stripe.signedEvent(
      "checkout.session.async_payment_failed",
      session,
    );

    const restore = await failCommitsOfEvents();
    await expect(
      receivePaymentEvent(api.stripeDeps, Buffer.from(payload), signature),
    ).rejects.toThrow();
    await restore();
    expect(await mailsTo(customer.email)).toEqual([]);

    await receivePaymentEvent(api.stripeDeps, Buffer.from(payload), signature);
    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(lead.title);
  });
});
