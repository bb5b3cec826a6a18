import { describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import type { AdminStats } from "@uplink/domain";
import { captureEscrow, releaseEscrow } from "../escrow/escrow";
import {
  callerAs,
  countingQueries,
  createLead,
  createUser,
  createVerifiedInstaller,
  leadInStatus,
  markAnonymised,
  useTestApi,
} from "../testing";
import { adminStats, conversionRate } from "./admin-stats";

const api = useTestApi();

async function statsAs(admin: UserRow): Promise<AdminStats> {
  return (await callerAs(api.deps, admin)).admin.stats();
}

/**
 * Customers verified or not and installers at every step of the review, with one
 * deleted of each role. Returns a customer and an APPROVED installer to give leads to.
 */
async function createUsersOfEveryKind(): Promise<{ customer: UserRow; installer: UserRow }> {
  const { db } = api;
  const customer = await createUser(db, { emailVerified: true });
  await createUser(db, { emailVerified: true });
  await createUser(db, { emailVerified: false });
  const deletedCustomer = await createUser(db, { emailVerified: true });

  await createUser(db, { role: "installer", verificationStatus: "NEW" });
  await createVerifiedInstaller(db, "ACCEPTED");
  const installer = await createVerifiedInstaller(db, "APPROVED");
  await createVerifiedInstaller(db, "APPROVED");
  await createVerifiedInstaller(db, "REJECTED");
  const deletedInstaller = await createVerifiedInstaller(db, "APPROVED");
  await markAnonymised(db, [deletedCustomer, deletedInstaller]);
  return { customer, installer };
}

/**
 * 9 leads: NEW, ACCEPTED, ON_SITE, DONE, REVISION, CANCELLED (refunded), DISPUTED and two
 * APPROVED, paid out €150 and €123.45.
 */
async function createLeadsInEveryStatus(customer: UserRow, installer: UserRow): Promise<void> {
  const { db } = api;
  const statuses = [
    "NEW",
    "ACCEPTED",
    "ON_SITE",
    "DONE",
    "REVISION",
    "CANCELLED",
    "DISPUTED",
    "APPROVED",
  ] as const;
  for (const status of statuses) {
    await leadInStatus(db, customer.id, status, installer.id);
  }
  // What is held for ACCEPTED to REVISION is not revenue.
  const paid = await createLead(db, customer.id, { installerId: installer.id, status: "APPROVED" });
  await captureEscrow(db, { leadId: paid.id, customerId: customer.id, amountCents: 12_345 });
  await releaseEscrow(db, { leadId: paid.id, installerId: installer.id, feePercent: 10 });
}

/** Alerts of every type, resolved or not: three leak detections, one of them resolved. */
async function createAlertsOfEveryType(): Promise<void> {
  await api.db
    .insertInto("alerts")
    .values([
      { type: "leak_detection", description: "Phone number removed" },
      { type: "leak_detection", description: "Email removed", isResolved: true },
      { type: "leak_detection", description: "Link removed" },
      { type: "refund_credit", description: "Revision after release" },
      { type: "other", description: "Installer rejected", isResolved: true },
    ])
    .execute();
}

describe("admin statistics", () => {
  it("are all zero on an empty platform", async () => {
    const admin = await createUser(api.db, { role: "administrator", emailVerified: true });
    expect(await statsAs(admin)).toEqual({
      totalUsers: 0,
      pendingInstallers: 0,
      activeLeads: 0,
      totalRevenue: 0,
      totalLeads: 0,
      conversionRate: 0,
      activeInstallers: 0,
      leakDetections: 0,
    });
  });

  it("count every figure as ARCHITECTURE §4 defines it", async () => {
    const admin = await api.db
      .selectFrom("users")
      .selectAll()
      .where("role", "=", "administrator")
      .executeTakeFirstOrThrow();
    expect(admin.role).toBe("administrator");
    const { customer, installer } = await createUsersOfEveryKind();
    await createLeadsInEveryStatus(customer, installer);
    await createAlertsOfEveryType();

    expect(await statsAs(admin)).toEqual({
      // 3 customers and 5 installers; administrators and deleted accounts do not count.
      totalUsers: 8,
      pendingInstallers: 2,
      // Neither APPROVED nor CANCELLED: a DISPUTED lead still needs someone.
      activeLeads: 6,
      // €150 and €123.45 released, installers' shares and fees together.
      totalRevenue: 273.45,
      totalLeads: 9,
      // 2 of 9.
      conversionRate: 22.2,
      activeInstallers: 2,
      leakDetections: 3,
    });
  });

  it("are read in one query, however many rows there are", async () => {
    const admin = await createUser(api.db, { role: "administrator" });
    const counted = countingQueries(api.db);
    await adminStats({ ...api.deps, db: counted.db }, admin);
    expect(counted.count).toBe(1);
  });
});

describe("conversionRate", () => {
  it("is approved ÷ total × 100 to one decimal, and 0 without leads", () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(conversionRate(4, 4)).toBe(100);
  });
});
