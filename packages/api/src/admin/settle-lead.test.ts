import { describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { LeadStatus, messages, SETTLEABLE_STATUSES, type SettleLeadInput } from "@uplink/domain";
import { ensureAccount } from "../escrow/ledger-accounts";
import { accountBalanceCents, escrowBalanceCents } from "../escrow/ledger-balances";
import {
  callerAs,
  createUser,
  leadInStatus,
  refusalOf,
  settlementOf,
  signedInAdmin,
  testConfig,
  useTestApi,
} from "../testing";

/*
 * Issue 11: an administrator settles a disputed (or stuck) lead. Each outcome moves the
 * held €150 exactly once and leaves the ledger balanced; the lead carries the settlement.
 */

const api = useTestApi({ smtp: true });

const customer = () => createUser(api.db, { role: "customer", emailVerified: true });
const installer = () =>
  createUser(api.db, { role: "installer", verificationStatus: "APPROVED", emailVerified: true });

async function parties(status: LeadStatus = LeadStatus.DISPUTED) {
  const [owner, worker] = [await customer(), await installer()];
  const lead = await leadInStatus(api.db, owner.id, status, worker.id);
  return { owner, worker, lead };
}

const balanceOf = async (kind: "customer_funding" | "installer_payable", user: UserRow) =>
  accountBalanceCents(api.db, (await ensureAccount(api.db, kind, { userId: user.id })).id);
const platformFees = async () =>
  accountBalanceCents(api.db, (await ensureAccount(api.db, "platform_fees")).id);

const settle = async (input: Omit<SettleLeadInput, "note"> & { note?: string }) =>
  (await signedInAdmin(api.deps)).caller.admin.settleLead({
    note: "Reviewed the photos",
    ...input,
  });

describe("settling a lead", () => {
  it("releases everything to the installer less the fee: APPROVED with the settlement", async () => {
    const { owner, worker, lead } = await parties();
    const fees = await platformFees();
    const settled = await settle({ id: lead.id, outcome: "release" });
    expect(settled).toMatchObject({
      status: "APPROVED",
      settlement: {
        outcome: "release",
        installerEuros: 150,
        refundedEuros: 0,
        note: "Reviewed the photos",
        settledAt: expect.any(String),
      },
    });
    const fee = Math.floor((15_000 * testConfig.platformFeePercent) / 100);
    expect(await balanceOf("installer_payable", worker)).toBe(15_000 - fee);
    expect((await platformFees()) - fees).toBe(fee);
    expect(await balanceOf("customer_funding", owner)).toBe(-15_000);
    expect(await settlementOf(api.db, lead.id)).toEqual({
      releases: 1,
      escrowCents: 0,
      balanced: true,
    });
  });

  it("refunds everything to the customer: CANCELLED, with a refund_credit alert", async () => {
    const { owner, worker, lead } = await parties(LeadStatus.ON_SITE);
    const settled = await settle({ id: lead.id, outcome: "refund" });
    expect(settled).toMatchObject({
      status: "CANCELLED",
      settlement: { outcome: "refund", installerEuros: 0, refundedEuros: 150 },
    });
    expect(await balanceOf("customer_funding", owner)).toBe(0);
    expect(await balanceOf("installer_payable", worker)).toBe(0);
    const alerts = await api.db
      .selectFrom("alerts")
      .select("type")
      .where("leadId", "=", lead.id)
      .execute();
    expect(alerts).toEqual([{ type: "refund_credit" }]);
    expect(await escrowBalanceCents(api.db, lead.id)).toBe(0);
  });

  it("splits: the installer's share less the fee on it, the rest back to the customer", async () => {
    const { owner, worker, lead } = await parties();
    const fees = await platformFees();
    const settled = await settle({ id: lead.id, outcome: "split", installerEuros: 90.5 });
    expect(settled).toMatchObject({
      status: "APPROVED",
      settlement: { outcome: "split", installerEuros: 90.5, refundedEuros: 59.5 },
    });
    const fee = Math.floor((9_050 * testConfig.platformFeePercent) / 100);
    expect(await balanceOf("installer_payable", worker)).toBe(9_050 - fee);
    expect((await platformFees()) - fees).toBe(fee);
    expect(await balanceOf("customer_funding", owner)).toBe(-9_050);
    expect(await settlementOf(api.db, lead.id)).toEqual({
      releases: 1,
      escrowCents: 0,
      balanced: true,
    });
    const [customerMail] = await api.smtp.mailsTo(owner.email);
    expect(customerMail?.text).toContain(messages.server.settlementSummary("split", 90.5, 59.5));
    const [installerMail] = await api.smtp.mailsTo(worker.email);
    expect(installerMail?.subject).toBe(messages.leadEvents.settled.subject(lead.title));
  });

  it("refuses a split share of nothing or of everything held, and moves no money", async () => {
    const { lead } = await parties();
    for (const installerEuros of [150, 200]) {
      expect(await refusalOf(settle({ id: lead.id, outcome: "split", installerEuros }))).toEqual({
        code: "BAD_REQUEST",
        message: messages.server.settlementShareOutOfRange(150),
      });
    }
    expect((await refusalOf(settle({ id: lead.id, outcome: "split" }))).code).toBe("BAD_REQUEST");
    expect(
      (await refusalOf(settle({ id: lead.id, outcome: "release", installerEuros: 10 }))).code,
    ).toBe("BAD_REQUEST");
    expect((await refusalOf(settle({ id: lead.id, outcome: "refund", note: "  " }))).code).toBe(
      "BAD_REQUEST",
    );
    expect(await escrowBalanceCents(api.db, lead.id)).toBe(15_000);
  });

  it("happens exactly once under 20 settlements at once, whatever their outcomes", async () => {
    const { owner, lead } = await parties();
    const outcomes: SettleLeadInput["outcome"][] = ["release", "refund", "split"];
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => {
        const outcome = outcomes[index % 3]!;
        return settle({
          id: lead.id,
          outcome,
          ...(outcome === "split" ? { installerEuros: 50 } : {}),
        });
      }),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") {
        expect((result.reason as { code: string }).code).toBe("CONFLICT");
      }
    }
    expect(await escrowBalanceCents(api.db, lead.id)).toBe(0);
    const movements = await api.db
      .selectFrom("ledgerTransactions")
      .select("kind")
      .where("leadId", "=", lead.id)
      .where("kind", "!=", "capture")
      .execute();
    expect(movements.length).toBeGreaterThanOrEqual(1);
    expect(movements.length).toBeLessThanOrEqual(2);
    expect((await settlementOf(api.db, lead.id)).balanced).toBe(true);
    expect(await balanceOf("customer_funding", owner)).toBeLessThanOrEqual(0);
  });

  it("is open from every status with money held, and only to administrators", async () => {
    for (const status of SETTLEABLE_STATUSES) {
      const { lead } = await parties(status);
      await expect(settle({ id: lead.id, outcome: "release" })).resolves.toMatchObject({
        status: "APPROVED",
      });
    }
    for (const status of [LeadStatus.NEW, LeadStatus.APPROVED, LeadStatus.CANCELLED]) {
      const { lead } = await parties(status);
      expect(await refusalOf(settle({ id: lead.id, outcome: "refund" }))).toEqual({
        code: "CONFLICT",
        message: messages.server.wrongLeadState(status, "settleRefund"),
      });
    }
    const { owner, worker, lead } = await parties();
    for (const user of [owner, worker]) {
      const refusal = await refusalOf(
        (await callerAs(api.deps, user)).admin.settleLead({
          id: lead.id,
          outcome: "release",
          note: "mine",
        }),
      );
      expect(refusal.code).toBe("FORBIDDEN");
    }
    expect(await escrowBalanceCents(api.db, lead.id)).toBe(15_000);
  });
});
