import { TRPCError } from "@trpc/server";
import { beforeAll, describe, expect, it } from "vitest";
import { speakEveryLanguage } from "../i18n/catalogues";
import { StripePayments } from "../payments/stripe/stripe-payments";
import {
  callerAs,
  createLead,
  createUser,
  createVerifiedInstaller,
  installerWithPayouts,
  movementsConfirmed,
  paidLead,
  startStripeServer,
  stripePaymentsOf,
  testDeps,
  until,
  useStripeTestApi,
} from "../testing";
import { reconcileDay } from "./reconciliation";

/*
 * Issue 24: receipts mailed in the recipient's language, the daily reconciliation with
 * the provider's balance, and a provider that is down answered with 503.
 */

const api = useStripeTestApi({ smtp: true });
beforeAll(() => {
  speakEveryLanguage();
});

const confirmed = (leadId: string) => movementsConfirmed(api.db, leadId);

describe("receipts", () => {
  it("the customer gets a receipt when the payment is held and another when it is refunded, in their language", async () => {
    const { deps } = await api.moneyJobs();
    const installer = await installerWithPayouts(api.db, api.stripe);
    const { lead, customer } = await paidLead(deps, api.stripe, installer.id, "ACCEPTED");
    await api.db.updateTable("users").set({ locale: "de" }).where("id", "=", customer.id).execute();

    const [paid] = await api.smtp.mailsTo(customer.email, 1);
    expect(paid!.subject).toBe(`Receipt for your payment: ${lead.title}`);
    expect(paid!.text).toContain(`Job: ${lead.title}`);
    expect(paid!.text).toContain("Amount: €150.00");
    expect(paid!.text).toMatch(/Date: \d+ \w+ \d{4} at \d\d:\d\d UTC/);

    await (await callerAs(deps, customer)).leads.cancel({ id: lead.id });
    await until("the refund is confirmed", () => confirmed(lead.id));
    const mails = await api.smtp.mailsTo(customer.email, 2);
    const refund = mails.find((mail) => mail.subject?.startsWith("Beleg für Ihre Erstattung"));
    expect(refund?.subject).toBe(`Beleg für Ihre Erstattung: ${lead.title}`);
    expect(refund?.text).toMatch(/Betrag: 150,00\s€/);
    expect(refund?.text).toContain(`Auftrag: ${lead.title}`);
  });

  it("the installer gets a payout statement with the amounts, the fee and the date once the transfer is confirmed", async () => {
    const { deps } = await api.moneyJobs();
    const installer = await installerWithPayouts(api.db, api.stripe);
    const { lead, customer } = await paidLead(deps, api.stripe, installer.id, "DONE");
    await (await callerAs(deps, customer)).leads.approve({ id: lead.id });
    await until("the transfer is confirmed", () => confirmed(lead.id));

    const mails = await api.smtp.mailsTo(installer.email, 2);
    const statement = mails.find((mail) => mail.subject === `Payout statement: ${lead.title}`);
    expect(statement?.text).toContain("Your share before the fee: €150.00");
    expect(statement?.text).toContain("Platform fee: €15.00");
    expect(statement?.text).toContain("Transferred to you: €135.00");
    expect(statement?.text).toMatch(/Date: \d+ \w+ \d{4} at \d\d:\d\d UTC/);
  });
});

describe("the daily reconciliation", () => {
  it("raises one administrator alert listing a planted difference, and none while both sides agree", async () => {
    const { deps } = await api.moneyJobs();
    const installer = await installerWithPayouts(api.db, api.stripe);
    const { lead, customer } = await paidLead(deps, api.stripe, installer.id, "DONE");
    await (await callerAs(deps, customer)).leads.approve({ id: lead.id });
    await until("the transfer is confirmed", () => confirmed(lead.id));
    const today = new Date();

    expect(await reconcileDay(deps, today)).toEqual([]);
    expect(await reconciliationAlerts()).toEqual([]);

    // A transfer at Stripe the ledger knows nothing of.
    const stray = await api.stripe.client().transfers.create({
      amount: 777,
      currency: "eur",
      destination: installer.accountId,
    });
    const differences = await reconcileDay(deps, today);
    expect(differences).toEqual([
      { providerId: stray.id, type: "transfer", ledgerCents: null, providerCents: 777 },
    ]);
    expect(await reconcileDay(deps, today)).toHaveLength(1);
    const alerts = await reconciliationAlerts();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.description).toContain("do not match the payment provider's balance");
    expect(alerts[0]!.isResolved).toBe(false);
  });
});

async function reconciliationAlerts() {
  const rows = await api.db.selectFrom("alerts").selectAll().where("type", "=", "other").execute();
  return rows.filter((row) => row.details?.reconciliationDay !== undefined);
}

describe("Stripe down", () => {
  it("Pay answers 503 saying so, never 500, and no checkout is kept", async () => {
    const deps = testDeps(api.db, { payments: stripePaymentsOf(api.stripe) });
    const customer = await createUser(api.db, { role: "customer", emailVerified: true });
    const installer = await createVerifiedInstaller(api.db);
    const lead = await createLead(api.db, customer.id, {
      installerId: installer.id,
      status: "ACCEPTED",
    });
    api.stripe.failNext(1, { path: "/v1/checkout/sessions", status: 503 });

    const refused = await (
      await callerAs(deps, customer)
    ).leads
      .pay({ id: lead.id })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe("SERVICE_UNAVAILABLE");
    expect((refused as TRPCError).message).toContain("payment service cannot be reached");
    const checkouts = await api.db
      .selectFrom("leadCheckouts")
      .select("sessionId")
      .where("leadId", "=", lead.id)
      .execute();
    expect(checkouts).toEqual([]);
  });

  it("onboarding with Stripe unreachable (connection refused) answers 503", async () => {
    const closed = await startStripeServer();
    await closed.close();
    const deps = testDeps(api.db, {
      payments: new StripePayments({ secretKey: closed.secretKey, apiUrl: closed.url }, "whsec_x"),
    });
    const installer = await createVerifiedInstaller(api.db);
    await api.db
      .updateTable("users")
      .set({ country: "DE" })
      .where("id", "=", installer.id)
      .execute();

    const refused = await (
      await callerAs(deps, installer)
    ).installer
      .startPayouts()
      .catch((error: unknown) => error);
    expect((refused as TRPCError).code).toBe("SERVICE_UNAVAILABLE");
    expect((refused as TRPCError).message).toContain("payment service cannot be reached");
  });
});
