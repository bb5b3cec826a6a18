import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { messages } from "@uplink/domain";
import { captureEscrow } from "../escrow/escrow";
import { escrowBalanceCents } from "../escrow/ledger-balances";
import {
  contextFor,
  createCaller,
  createLead,
  createUser,
  leadInStatus,
  refusalOf,
  settlementOf,
  testDeps,
  type TestDeps,
} from "../test-support";

let database: TestDatabase;
let deps: TestDeps;
let customer: UserRow;
let installer: UserRow;
let asAdmin: ReturnType<typeof createCaller>;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database.db);
  customer = await createUser(database.db, { role: "customer" });
  installer = await createUser(database.db, { role: "installer", verificationStatus: "APPROVED" });
  const admin = await createUser(database.db, { role: "administrator" });
  asAdmin = createCaller(await contextFor(deps, admin.id));
});

afterAll(() => database.destroy());

describe("POST /api/payments/capture and /release", () => {
  it("are for administrators only", async () => {
    const lead = await leadInStatus(database.db, customer.id, "ACCEPTED", installer.id);
    const asCustomer = createCaller(await contextFor(deps, customer.id));
    expect((await refusalOf(asCustomer.payments.capture({ leadId: lead.id }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await refusalOf(asCustomer.payments.release({ leadId: lead.id }))).code).toBe(
      "FORBIDDEN",
    );
  });

  it("capture replays the workflow's capture and refuses a lead nobody accepted", async () => {
    const accepted = await leadInStatus(database.db, customer.id, "ACCEPTED", installer.id);
    await expect(asAdmin.payments.capture({ leadId: accepted.id })).resolves.toMatchObject({
      kind: "capture",
      amount: 150,
      replayed: true,
    });
    expect(await escrowBalanceCents(database.db, accepted.id)).toBe(15_000);

    const fresh = await createLead(database.db, customer.id);
    expect(await refusalOf(asAdmin.payments.capture({ leadId: fresh.id }))).toEqual({
      code: "CONFLICT",
      message: messages.server.paymentCaptureNotDue("NEW"),
    });
  });

  it("release refuses a lead not yet approved", async () => {
    const done = await leadInStatus(database.db, customer.id, "DONE", installer.id);
    expect(await refusalOf(asAdmin.payments.release({ leadId: done.id }))).toEqual({
      code: "CONFLICT",
      message: messages.server.paymentReleaseNotDue("DONE"),
    });
    expect(await escrowBalanceCents(database.db, done.id)).toBe(15_000);
  });

  it("20 release retries at once on an approved lead release it exactly once", async () => {
    const lead = await createLead(database.db, customer.id, {
      installerId: installer.id,
      status: "APPROVED",
    });
    await captureEscrow(database.db, {
      leadId: lead.id,
      customerId: customer.id,
      amountCents: 15_000,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => asAdmin.payments.release({ leadId: lead.id })),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(results.every((result) => result.amount === 150)).toBe(true);
    expect(await settlementOf(database.db, lead.id)).toEqual({
      releases: 1,
      escrowCents: 0,
      balanced: true,
    });
  });
});
