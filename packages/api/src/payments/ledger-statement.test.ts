import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import type { LedgerLine } from "@uplink/domain";
import { captureEscrow, refundEscrow, releaseEscrow } from "../escrow/escrow";
import { ensureAccount } from "../escrow/ledger-accounts";
import { accountBalanceCents } from "../escrow/ledger-balances";
import {
  anonymousContext,
  callerAs,
  createCaller,
  createLead,
  createUser,
  refusalOf,
  useTestApi,
} from "../testing";

const api = useTestApi();

let customer: UserRow;
let installer: UserRow;

beforeAll(async () => {
  customer = await createUser(api.db, { role: "customer" });
  installer = await createUser(api.db, { role: "installer", verificationStatus: "APPROVED" });
});

/** A lead of `customerId` accepted by `installerId` at `cents`, held in escrow. */
async function heldLead(customerId: string, installerId: string, cents: number) {
  const lead = await createLead(api.db, customerId, { installerId, status: "ACCEPTED" });
  await captureEscrow(api.db, { leadId: lead.id, customerId, amountCents: cents });
  return lead;
}

/** Every page of the caller's statement, `limit` lines at a time, joined. */
async function wholeStatement(user: UserRow, limit: number): Promise<LedgerLine[]> {
  const caller = await callerAs(api.deps, user);
  const lines: LedgerLine[] = [];
  for (;;) {
    const page = await caller.payments.statement({ limit, cursor: lines.at(-1)?.id });
    lines.push(...page);
    if (page.length < limit) return lines;
  }
}

async function accountBalanceEuros(user: UserRow, kind: "customer_funding" | "installer_payable") {
  const account = await ensureAccount(api.db, kind, { userId: user.id });
  return (await accountBalanceCents(api.db, account.id)) / 100;
}

const sumOf = (lines: LedgerLine[]) =>
  Math.round(lines.reduce((total, line) => total + line.amount * 100, 0)) / 100;

describe("GET /api/me/ledger", () => {
  it("shows a customer the price held, then released on approval, with running balances", async () => {
    const payer = await createUser(api.db, { role: "customer" });
    const lead = await heldLead(payer.id, installer.id, 15_000);
    await releaseEscrow(api.db, { leadId: lead.id, installerId: installer.id, feePercent: 10 });

    const lines = await (await callerAs(api.deps, payer)).payments.statement({});
    expect(lines).toEqual([
      expect.objectContaining({
        kind: "released",
        leadId: lead.id,
        leadTitle: lead.title,
        total: 150,
        amount: 0,
        fee: null,
        balance: -150,
      }),
      expect.objectContaining({
        kind: "held",
        leadId: lead.id,
        total: 150,
        amount: -150,
        fee: null,
        balance: -150,
      }),
    ]);
    expect(sumOf(lines)).toBe(await accountBalanceEuros(payer, "customer_funding"));
  });

  it("shows an installer their earnings and the platform fee kept, with no transfer when payments are simulated", async () => {
    const earner = await createUser(api.db, { role: "installer", verificationStatus: "APPROVED" });
    const first = await heldLead(customer.id, earner.id, 15_000);
    const second = await heldLead(customer.id, earner.id, 9_999);
    await releaseEscrow(api.db, { leadId: first.id, installerId: earner.id, feePercent: 10 });
    await releaseEscrow(api.db, { leadId: second.id, installerId: earner.id, feePercent: 10 });

    const lines = await (await callerAs(api.deps, earner)).payments.statement({});
    expect(lines).toEqual([
      expect.objectContaining({
        kind: "released",
        leadId: second.id,
        total: 99.99,
        amount: 90,
        fee: 9.99,
        balance: 225,
        transfer: null,
      }),
      expect.objectContaining({
        kind: "released",
        leadId: first.id,
        total: 150,
        amount: 135,
        fee: 15,
        balance: 135,
        transfer: null,
      }),
    ]);
    expect(sumOf(lines)).toBe(await accountBalanceEuros(earner, "installer_payable"));
  });

  it("shows a refund returning the money, and the balance back where it was", async () => {
    const payer = await createUser(api.db, { role: "customer" });
    const lead = await heldLead(payer.id, installer.id, 20_000);
    await refundEscrow(api.db, { leadId: lead.id });

    const lines = await (await callerAs(api.deps, payer)).payments.statement({});
    expect(lines.map(({ kind, amount, balance }) => ({ kind, amount, balance }))).toEqual([
      { kind: "refunded", amount: 200, balance: 0 },
      { kind: "held", amount: -200, balance: -200 },
    ]);
    expect(sumOf(lines)).toBe(await accountBalanceEuros(payer, "customer_funding"));
  });

  it("shows another user nothing of theirs, and a cursor of someone else's line ends the list", async () => {
    const payer = await createUser(api.db, { role: "customer" });
    const lead = await heldLead(payer.id, installer.id, 5_000);
    const [line] = await (await callerAs(api.deps, payer)).payments.statement({});
    expect(line?.leadId).toBe(lead.id);

    const stranger = await createUser(api.db, { role: "customer" });
    const asStranger = await callerAs(api.deps, stranger);
    expect(await asStranger.payments.statement({})).toEqual([]);
    expect(await asStranger.payments.statement({ cursor: line!.id })).toEqual([]);
    const otherInstaller = await createUser(api.db, { role: "installer" });
    expect(await (await callerAs(api.deps, otherInstaller)).payments.statement({})).toEqual([]);
  });

  it("pages through a long history without skipping or repeating, and sums to the account balance", async () => {
    const payer = await createUser(api.db, { role: "customer" });
    for (let i = 1; i <= 7; i++) {
      const lead = await heldLead(payer.id, installer.id, 1_000 * i + 1);
      if (i % 3 === 0) await refundEscrow(api.db, { leadId: lead.id });
      if (i % 3 === 1) {
        await releaseEscrow(api.db, { leadId: lead.id, installerId: installer.id, feePercent: 10 });
      }
    }
    const all = await wholeStatement(payer, 100);
    const paged = await wholeStatement(payer, 3);
    expect(paged).toEqual(all);
    expect(all).toHaveLength(7 + 2 + 3);
    expect(new Set(all.map((line) => line.id)).size).toBe(all.length);

    const balance = await accountBalanceEuros(payer, "customer_funding");
    expect(sumOf(all)).toBe(balance);
    expect(all[0]?.balance).toBe(balance);
    // Each line's balance is the one after it (older) plus its own amount.
    for (let i = 0; i < all.length - 1; i++) {
      expect(Math.round((all[i + 1]!.balance + all[i]!.amount) * 100)).toBe(
        Math.round(all[i]!.balance * 100),
      );
    }
  });

  it("refuses callers who are not signed in, and out-of-range pages, with no 500", async () => {
    const anonymous = createCaller(await anonymousContext(api.deps));
    expect((await refusalOf(anonymous.payments.statement({}))).code).toBe("UNAUTHORIZED");
    const caller = await callerAs(api.deps, customer);
    for (const input of [{ limit: 0 }, { limit: 101 }, { limit: 2.5 }, { cursor: "not-an-id" }]) {
      expect((await refusalOf(caller.payments.statement(input))).code).toBe("BAD_REQUEST");
    }
  });
});
