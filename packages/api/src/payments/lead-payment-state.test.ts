import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { refundEscrow, splitEscrow } from "../escrow/escrow";
import {
  callerAs,
  createLead,
  createUser,
  createVerifiedInstaller,
  leadInStatus,
  useTestApi,
} from "../testing";

/*
 * Issue 24: a lead's detail says where its price is — awaiting the customer's payment
 * until a due time, held, released, refunded or partly refunded — derived from the
 * ledger, for its customer, its installer and administrators.
 */

const api = useTestApi();
let customer: UserRow;
let installer: UserRow;
let admin: UserRow;

beforeAll(async () => {
  customer = await createUser(api.db, { role: "customer", emailVerified: true });
  installer = await createVerifiedInstaller(api.db);
  admin = await createUser(api.db, { role: "administrator" });
});

async function paymentOf(leadId: string, user: UserRow = customer) {
  return (await (await callerAs(api.deps, user)).leads.byId({ id: leadId })).payment;
}

const priced = { amount: 150, currency: "EUR" };

describe("a lead's payment", () => {
  it("is null before a priced job is accepted, and for an installer's preview", async () => {
    const fresh = await createLead(api.db, customer.id);
    expect(await paymentOf(fresh.id)).toBeNull();
    expect(await paymentOf(fresh.id, installer)).toBeNull();
  });

  it("awaits the customer's payment until the acceptance plus PAYMENT_WINDOW", async () => {
    const acceptedAt = new Date("2026-03-02T10:00:00.000Z");
    const lead = await createLead(api.db, customer.id, {
      installerId: installer.id,
      status: "ACCEPTED",
    });
    await api.db.updateTable("leads").set({ acceptedAt }).where("id", "=", lead.id).execute();
    const awaiting = {
      status: "awaiting",
      ...priced,
      dueAt: new Date(acceptedAt.getTime() + api.deps.config.paymentWindowMs).toISOString(),
    };
    expect(await paymentOf(lead.id)).toEqual(awaiting);
    expect(await paymentOf(lead.id, installer)).toEqual(awaiting);
    expect(await paymentOf(lead.id, admin)).toEqual(awaiting);
  });

  it("is held once captured, with the simulated provider at acceptance", async () => {
    const lead = await createLead(api.db, customer.id);
    await (await callerAs(api.deps, installer)).leads.accept({ id: lead.id });
    expect(await paymentOf(lead.id)).toEqual({ status: "held", ...priced, dueAt: null });
  });

  it("follows the ledger: released, refunded, partially refunded", async () => {
    const approved = await leadInStatus(api.db, customer.id, "APPROVED", installer.id);
    expect(await paymentOf(approved.id, installer)).toMatchObject({ status: "released" });

    const cancelled = await leadInStatus(api.db, customer.id, "CANCELLED", installer.id);
    expect(await paymentOf(cancelled.id)).toMatchObject({ status: "refunded", amount: 150 });

    const split = await leadInStatus(api.db, customer.id, "DISPUTED", installer.id);
    await splitEscrow(api.db, {
      leadId: split.id,
      installerId: installer.id,
      installerCents: 5_000,
      feePercent: 10,
    });
    expect(await paymentOf(split.id, admin)).toMatchObject({ status: "partially_refunded" });
  });

  it("awaits again after a withdrawal refunded the first hold and another installer accepted", async () => {
    const lead = await leadInStatus(api.db, customer.id, "ACCEPTED", installer.id);
    await refundEscrow(api.db, { leadId: lead.id });
    await api.db
      .insertInto("leadWithdrawals")
      .values({ leadId: lead.id, installerId: installer.id, reason: "Fell ill" })
      .execute();
    await api.db
      .updateTable("leads")
      .set({ acceptedAt: new Date() })
      .where("id", "=", lead.id)
      .execute();
    expect(await paymentOf(lead.id)).toMatchObject({ status: "awaiting", amount: 150 });
  });
});
