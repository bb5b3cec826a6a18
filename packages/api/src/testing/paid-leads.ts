import type { Kysely } from "kysely";
import type { Database, LeadRow, UserRow } from "@uplink/db";
import type { LeadStatus } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { receivePaymentEvent } from "../payments/payment-events";
import { StripePayments } from "../payments/stripe/stripe-payments";
import { callerAs } from "./context";
import { createLead, createUser, createVerifiedInstaller } from "./fixtures";
import type { TestStripeServer } from "./stripe-server";

/*
 * Issue 24 with PAYMENT_PROVIDER=stripe against the test Stripe server: installers with
 * connected accounts and leads their customers paid through a Checkout Session, held as
 * the signed checkout.session.completed webhook says.
 */

/** StripePayments pointed at the test server. */
export function stripePaymentsOf(stripe: TestStripeServer): StripePayments {
  return new StripePayments(
    { secretKey: stripe.secretKey, apiUrl: stripe.url },
    stripe.webhookSecret,
  );
}

/** A verified installer with a connected account, its payouts enabled unless told otherwise. */
export async function installerWithPayouts(
  db: Kysely<Database>,
  stripe: TestStripeServer,
  { enabled = true }: { enabled?: boolean } = {},
): Promise<UserRow & { accountId: string }> {
  const installer = await createVerifiedInstaller(db);
  const account = stripe.store.createAccount({ type: "express", country: "DE" });
  if (enabled) stripe.store.updateAccount(account.id, "onboarded");
  await db
    .insertInto("payoutAccounts")
    .values({
      userId: installer.id,
      providerAccountId: account.id,
      status: enabled ? "enabled" : "pending",
    })
    .execute();
  return { ...installer, accountId: account.id };
}

/** Delivers a signed event about `object` to the webhook's handling, as Stripe would. */
export async function deliverEvent(
  deps: ApiDeps,
  stripe: TestStripeServer,
  type: string,
  object: Parameters<TestStripeServer["signedEvent"]>[1],
) {
  const { payload, signature } = stripe.signedEvent(type, object);
  return receivePaymentEvent(deps, Buffer.from(payload), signature);
}

/**
 * A lead in `status` (ACCEPTED, ON_SITE, DONE, REVISION, DISPUTED…) taken by `installerId`,
 * its price (€150) paid by its customer at Stripe's checkout and held: the customer
 * pressed Pay, completed the session, and the signed webhook arrived.
 */
export async function paidLead(
  deps: ApiDeps,
  stripe: TestStripeServer,
  installerId: string,
  status: LeadStatus,
): Promise<{ lead: LeadRow; customer: UserRow; paymentIntentId: string }> {
  const customer = await createUser(deps.db, { role: "customer", emailVerified: true });
  const lead = await createLead(deps.db, customer.id, { installerId, status: "ACCEPTED" });
  await deps.db.insertInto("conversations").values({ leadId: lead.id }).execute();
  await (await callerAs(deps, customer)).leads.pay({ id: lead.id });
  const { sessionId } = await deps.db
    .selectFrom("leadCheckouts")
    .select("sessionId")
    .where("leadId", "=", lead.id)
    .executeTakeFirstOrThrow();
  const { session, paymentIntent } = stripe.store.completeCheckout(sessionId);
  await deliverEvent(deps, stripe, "checkout.session.completed", session);
  const moved = await deps.db
    .updateTable("leads")
    .set({ status })
    .where("id", "=", lead.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { lead: moved, customer, paymentIntentId: paymentIntent.id };
}

/** Polls `done` every 100 ms for up to 20 seconds. */
export async function until(what: string, done: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether the lead has `count` provider movements, all confirmed. */
export async function movementsConfirmed(
  db: Kysely<Database>,
  leadId: string,
  count = 1,
): Promise<boolean> {
  const rows = await db
    .selectFrom("providerMovements")
    .select("status")
    .where("leadId", "=", leadId)
    .execute();
  return rows.length === count && rows.every((row) => row.status === "confirmed");
}
