import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
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
  useTestApi,
} from "../testing";

const api = useTestApi();
let customer: UserRow;
let installer: UserRow;
let asAdmin: ReturnType<typeof createCaller>;

beforeAll(async () => {
  customer = await createUser(api.db, { role: "customer" });
  installer = await createUser(api.db, { role: "installer", verificationStatus: "APPROVED" });
  const admin = await createUser(api.db, { role: "administrator" });
  asAdmin = createCaller(await contextFor(api.deps, admin.id));
});

describe("POST /api/payments/capture and /release", () => {
  it("are for administrators only", async () => {
    const lead = await leadInStatus(api.db, customer.id, "ACCEPTED", installer.id);
    const asCustomer = createCaller(await contextFor(api.deps, customer.id));
    expect((await refusalOf(asCustomer.payments.capture({ leadId: lead.id }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await refusalOf(asCustomer.payments.release({ leadId: lead.id }))).code).toBe(
      "FORBIDDEN",
    );
  });

  it("capture replays the workflow's capture and refuses a lead nobody accepted", async () => {
    const accepted = await leadInStatus(api.db, customer.id, "ACCEPTED", installer.id);
    await expect(asAdmin.payments.capture({ leadId: accepted.id })).resolves.toMatchObject({
      kind: "capture",
      amount: 150,
      replayed: true,
    });
    expect(await escrowBalanceCents(api.db, accepted.id)).toBe(15_000);

    const fresh = await createLead(api.db, customer.id);
    expect(await refusalOf(asAdmin.payments.capture({ leadId: fresh.id }))).toEqual({
      code: "CONFLICT",
      message: messages.server.paymentCaptureNotDue("NEW"),
    });
  });

  it("release refuses a lead not yet approved", async () => {
    const done = await leadInStatus(api.db, customer.id, "DONE", installer.id);
    expect(await refusalOf(asAdmin.payments.release({ leadId: done.id }))).toEqual({
      code: "CONFLICT",
      message: messages.server.paymentReleaseNotDue("DONE"),
    });
    expect(await escrowBalanceCents(api.db, done.id)).toBe(15_000);
  });

  it("20 release retries at once on an approved lead release it exactly once", async () => {
    const lead = await createLead(api.db, customer.id, {
      installerId: installer.id,
      status: "APPROVED",
    });
    await captureEscrow(api.db, {
      leadId: lead.id,
      customerId: customer.id,
      amountCents: 15_000,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => asAdmin.payments.release({ leadId: lead.id })),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(results.every((result) => result.amount === 150)).toBe(true);
    expect(await settlementOf(api.db, lead.id)).toEqual({
      releases: 1,
      escrowCents: 0,
      balanced: true,
    });
  });
});
