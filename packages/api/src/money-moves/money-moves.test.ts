import { describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import type { SettleLeadInput } from "@uplink/domain";
import { MONEY_MOVEMENT_QUEUE, movementScheduler } from "./movement-jobs";
import { sendMovement } from "./send-movement";
import {
  callerAs,
  createUser,
  deliverEvent,
  installerWithPayouts,
  movementsConfirmed,
  paidLead,
  stripePaymentsOf,
  testDeps,
  until,
  type TestDeps,
  useStripeTestApi,
} from "../testing";

/*
 * Issue 24, money moves: with PAYMENT_PROVIDER=stripe every release becomes one Transfer
 * and every refund one Refund at the test Stripe server, sent by a durable job, whatever
 * is retried, run at once or fails on the way.
 */

const api = useStripeTestApi({ smtp: true });

const transfersOf = (leadId: string) =>
  [...api.stripe.store.transfers.values()].filter((t) => t.transfer_group === `lead_${leadId}`);
const refundsOf = (paymentIntentId: string) =>
  [...api.stripe.store.refunds.values()].filter((r) => r.payment_intent === paymentIntentId);

const movementsOf = (leadId: string) =>
  api.db
    .selectFrom("providerMovements")
    .selectAll()
    .where("leadId", "=", leadId)
    .orderBy("kind")
    .execute();

const allConfirmed = (leadId: string, count: number) => movementsConfirmed(api.db, leadId, count);

const ledgerKey = async (leadId: string, kind: "release" | "refund") =>
  (
    await api.db
      .selectFrom("ledgerTransactions")
      .select("id")
      .where("leadId", "=", leadId)
      .where("kind", "=", kind)
      .executeTakeFirstOrThrow()
  ).id;

describe("a release with Stripe", () => {
  it("approval makes one transfer of the value less the fee to the installer's account, under a key of the ledger's", async () => {
    const { deps } = await api.moneyJobs();
    const installer = await installerWithPayouts(api.db, api.stripe);
    const { lead, customer } = await paidLead(deps, api.stripe, installer.id, "DONE");

    await (await callerAs(deps, customer)).leads.approve({ id: lead.id });
    await until("the transfer is confirmed", () => allConfirmed(lead.id, 1));

    const [transfer, ...more] = transfersOf(lead.id);
    expect(more).toEqual([]);
    expect(transfer).toMatchObject({
      amount: 13_500,
      currency: "eur",
      destination: installer.accountId,
      transfer_group: `lead_${lead.id}`,
    });
    const releaseId = await ledgerKey(lead.id, "release");
    const posted = api.stripe
      .callsTo("POST", "/v1/transfers")
      .filter((call) => call.status === 200);
    expect(posted.filter((call) => call.idempotencyKey === `transfer:${releaseId}`)).toHaveLength(
      1,
    );
    const [movement] = await movementsOf(lead.id);
    expect(movement).toMatchObject({
      kind: "transfer",
      status: "confirmed",
      providerId: transfer!.id,
      amountCents: "13500",
      feeCents: "1500",
    });
  });

  it("of 20 approvals at once, one releases and one transfer is made", async () => {
    const { deps } = await api.moneyJobs();
    const installer = await installerWithPayouts(api.db, api.stripe);
    const { lead, customer } = await paidLead(deps, api.stripe, installer.id, "DONE");
    const asCustomer = await callerAs(deps, customer);

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => asCustomer.leads.approve({ id: lead.id })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    await until("the transfer is confirmed", () => allConfirmed(lead.id, 1));
    expect(transfersOf(lead.id)).toHaveLength(1);
    expect(transfersOf(lead.id)[0]).toMatchObject({ amount: 13_500 });
  });

  it("the provider failing 3 times and then answering still makes one transfer", async () => {
    const { deps } = await api.moneyJobs();
    const installer = await installerWithPayouts(api.db, api.stripe);
    const { lead, customer } = await paidLead(deps, api.stripe, installer.id, "DONE");
    api.stripe.failNext(3, { path: "/v1/transfers" });

    await (await callerAs(deps, customer)).leads.approve({ id: lead.id });
    await until("the transfer is confirmed", () => allConfirmed(lead.id, 1));

    expect(transfersOf(lead.id)).toHaveLength(1);
    const [movement] = await movementsOf(lead.id);
    expect(movement!.attempts).toBeGreaterThanOrEqual(4);
    // Stripe replayed each stored failure: the lead's transfers were looked up before a new key.
    expect(api.stripe.callsTo("GET", "/v1/transfers").length).toBeGreaterThanOrEqual(3);
  });

  it("a transfer that was made but whose answer was lost is found and confirmed, not made again", async () => {
    const { deps } = await api.moneyJobs();
    const installer = await installerWithPayouts(api.db, api.stripe);
    const { lead, customer } = await paidLead(deps, api.stripe, installer.id, "DONE");
    // Made at Stripe (as if the answer never arrived), and the key's stored answer a failure.
    await (
      await callerAs(testDeps(api.db, { payments: stripePaymentsOf(api.stripe) }), customer)
    ).leads.approve({
      id: lead.id,
    });
    const [movement] = await movementsOf(lead.id);
    const params = {
      amount: 13_500,
      currency: "eur",
      destination: installer.accountId,
      transfer_group: `lead_${lead.id}`,
      metadata: { leadId: lead.id, movementId: movement!.id },
    };
    await api.stripe.client().transfers.create(params);
    api.stripe.failNext(1, { path: "/v1/transfers" });
    await api.stripe
      .client()
      .transfers.create(params, { idempotencyKey: `transfer:${movement!.ledgerTransactionId}` })
      .catch(() => undefined);

    await deps.movementJobs!.send([movement!.id]);
    await until("the transfer is confirmed", () => allConfirmed(lead.id, 1));
    expect(transfersOf(lead.id)).toHaveLength(1);
  });

  it("waits as payout_pending for an installer without payouts and is sent once account.updated enables them", async () => {
    const { deps } = await api.moneyJobs();
    const installer = await installerWithPayouts(api.db, api.stripe, { enabled: false });
    const { lead, customer } = await paidLead(deps, api.stripe, installer.id, "DONE");

    await (await callerAs(deps, customer)).leads.approve({ id: lead.id });
    expect((await movementsOf(lead.id)).map((row) => row.status)).toEqual(["payout_pending"]);
    expect(transfersOf(lead.id)).toEqual([]);

    const account = api.stripe.store.updateAccount(installer.accountId, "onboarded");
    await deliverEvent(deps, api.stripe, "account.updated", account);
    await until("the transfer is confirmed", () => allConfirmed(lead.id, 1));
    expect(transfersOf(lead.id)).toEqual([
      expect.objectContaining({ amount: 13_500, destination: installer.accountId }),
    ]);
  });
});

describe("refunds with Stripe", () => {
  it("a customer cancelling after paying gets one refund of the payment", async () => {
    const { deps } = await api.moneyJobs();
    const installer = await installerWithPayouts(api.db, api.stripe);
    const { lead, customer, paymentIntentId } = await paidLead(
      deps,
      api.stripe,
      installer.id,
      "ACCEPTED",
    );
    await (await callerAs(deps, customer)).leads.cancel({ id: lead.id });
    await until("the refund is confirmed", () => allConfirmed(lead.id, 1));
    expect(refundsOf(paymentIntentId)).toEqual([expect.objectContaining({ amount: 15_000 })]);
    const refundId = await ledgerKey(lead.id, "refund");
    expect(
      api.stripe
        .callsTo("POST", "/v1/refunds")
        .filter((c) => c.idempotencyKey === `refund:${refundId}`),
    ).toHaveLength(1);
  });

  it("an installer withdrawing after payment refunds the customer's payment once", async () => {
    const { deps } = await api.moneyJobs();
    const installer = await installerWithPayouts(api.db, api.stripe);
    const { lead, paymentIntentId } = await paidLead(deps, api.stripe, installer.id, "ACCEPTED");
    await (
      await callerAs(deps, installer)
    ).leads.withdraw({
      id: lead.id,
      reason: "My van broke down, sorry",
    });
    await until("the refund is confirmed", () => allConfirmed(lead.id, 1));
    expect(refundsOf(paymentIntentId)).toEqual([expect.objectContaining({ amount: 15_000 })]);
  });

  it("an administrator's settle refund gives the whole payment back", async () => {
    const { lead, paymentIntentId } = await settled({
      outcome: "refund",
      note: "The dish was never mounted",
    });
    await until("the refund is confirmed", () => allConfirmed(lead.id, 1));
    expect(refundsOf(paymentIntentId)).toEqual([expect.objectContaining({ amount: 15_000 })]);
    expect(transfersOf(lead.id)).toEqual([]);
  });

  it("a split refunds the rest and transfers the installer's share less the fee", async () => {
    const { lead, paymentIntentId, installer } = await settled({
      outcome: "split",
      installerEuros: 100,
      note: "Half the cabling was missing",
    });
    await until("both movements are confirmed", () => allConfirmed(lead.id, 2));
    expect(refundsOf(paymentIntentId)).toEqual([expect.objectContaining({ amount: 5_000 })]);
    expect(transfersOf(lead.id)).toEqual([
      expect.objectContaining({ amount: 9_000, destination: installer.accountId }),
    ]);
  });
});

/** A paid DISPUTED lead an administrator settled as `settlement` says. */
async function settled(settlement: Omit<SettleLeadInput, "id">) {
  const { deps } = await api.moneyJobs();
  const installer = await installerWithPayouts(api.db, api.stripe);
  const paid = await paidLead(deps, api.stripe, installer.id, "DISPUTED");
  const admin = await createUser(api.db, { role: "administrator" });
  await (await callerAs(deps, admin)).admin.settleLead({ id: paid.lead.id, ...settlement });
  return { ...paid, installer };
}

describe("a movement whose retries run out", () => {
  const movementAlerts = (movementId: string) =>
    api.db
      .selectFrom("alerts")
      .select(["type", "description", "leadId", "isResolved"])
      .where((eb) => eb(eb.ref("details", "->>").key("movementId"), "=", movementId))
      .execute();

  it("raises one administrator alert naming the lead and the amount, and stays requested to be sent again", async () => {
    const { deps, jobs } = await api.moneyJobs({ limit: 2, delaySeconds: 0, backoff: false });
    const installer = await installerWithPayouts(api.db, api.stripe);
    const { lead, customer } = await paidLead(deps, api.stripe, installer.id, "DONE");
    api.stripe.failNext(10_000, { path: "/v1/transfers" });

    await (await callerAs(deps, customer)).leads.approve({ id: lead.id });
    const [movement] = await movementsOf(lead.id);
    await until("the movement's job failed for good", async () => {
      const alerts = await movementAlerts(movement!.id);
      return alerts.length > 0 && (await jobs.pending(MONEY_MOVEMENT_QUEUE)) === 0;
    });
    // The sweep sends it again; failing for good again raises nothing more.
    await movementScheduler(jobs).send([movement!.id]);
    await until("the resent job failed for good", async () => {
      return (await jobs.pending(MONEY_MOVEMENT_QUEUE)) === 0;
    });

    const alerts = await movementAlerts(movement!.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: "other", leadId: lead.id, isResolved: false });
    expect(alerts[0]!.description).toContain(lead.title);
    expect(alerts[0]!.description).toContain("€135");
    expect((await movementsOf(lead.id))[0]).toMatchObject({ status: "requested" });
    expect(transfersOf(lead.id)).toEqual([]);

    api.stripe.stopFailing();
    await movementScheduler(jobs).send([movement!.id]);
    await until("the transfer is confirmed", () => allConfirmed(lead.id, 1));
    expect(transfersOf(lead.id)).toHaveLength(1);
  });
});

describe("an installer's payments statement with Stripe", () => {
  const earnedLine = async (deps: TestDeps, installer: UserRow, leadId: string) => {
    const lines = await (await callerAs(deps, installer)).payments.statement({});
    return lines.find((line) => line.kind === "released" && line.leadId === leadId);
  };

  it("says the share waits for payouts to be enabled, then that it was transferred, and when", async () => {
    const { deps } = await api.moneyJobs();
    const installer = await installerWithPayouts(api.db, api.stripe, { enabled: false });
    const { lead, customer } = await paidLead(deps, api.stripe, installer.id, "DONE");
    await (await callerAs(deps, customer)).leads.approve({ id: lead.id });

    expect(await earnedLine(deps, installer, lead.id)).toMatchObject({
      amount: 135,
      fee: 15,
      transfer: { status: "payout_pending", transferredAt: null },
    });

    const account = api.stripe.store.updateAccount(installer.accountId, "onboarded");
    await deliverEvent(deps, api.stripe, "account.updated", account);
    await until("the transfer is confirmed", () => allConfirmed(lead.id, 1));
    const [movement] = await movementsOf(lead.id);
    expect((await earnedLine(deps, installer, lead.id))?.transfer).toEqual({
      status: "transferred",
      transferredAt: movement!.confirmedAt!.toISOString(),
    });
    const customerLines = await (await callerAs(deps, customer)).payments.statement({});
    expect(customerLines.map((line) => line.transfer)).toEqual([null, null]);
  });

  it("says a transfer the provider refused so far is failing, until it goes through", async () => {
    // No money jobs: this test sends the movement itself.
    const deps = testDeps(api.db, { payments: stripePaymentsOf(api.stripe) });
    const installer = await installerWithPayouts(api.db, api.stripe);
    const { lead, customer } = await paidLead(deps, api.stripe, installer.id, "DONE");
    await (await callerAs(deps, customer)).leads.approve({ id: lead.id });
    expect((await earnedLine(deps, installer, lead.id))?.transfer).toEqual({
      status: "sending",
      transferredAt: null,
    });

    const [movement] = await movementsOf(lead.id);
    api.stripe.failNext(1, { path: "/v1/transfers" });
    await expect(sendMovement(deps, movement!.id)).rejects.toThrow();
    expect((await earnedLine(deps, installer, lead.id))?.transfer).toEqual({
      status: "failing",
      transferredAt: null,
    });

    await sendMovement(deps, movement!.id);
    expect((await earnedLine(deps, installer, lead.id))?.transfer).toMatchObject({
      status: "transferred",
    });
  });
});
