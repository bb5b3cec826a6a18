import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { DEFAULT_PLATFORM_FEE_PERCENT, eurosToCents, said } from "@uplink/domain";
import { BadRequest, Conflict } from "../errors";
import { createUser } from "../testing";
import { captureEscrow, refundEscrow, releaseEscrow } from "./escrow";
import { ensureAccount } from "./ledger-accounts";
import { accountBalanceCents, escrowBalanceCents, ledgerIsBalanced } from "./ledger-balances";

let database: TestDatabase;
let customer: UserRow;
let installer: UserRow;

beforeAll(async () => {
  database = await createTestDatabase();
  customer = await createUser(database.db);
  installer = await createUser(database.db, { role: "installer", verificationStatus: "APPROVED" });
});

afterAll(() => database.destroy());

const fundingAccount = () =>
  ensureAccount(database.db, "customer_funding", { userId: customer.id });
const payableAccount = () =>
  ensureAccount(database.db, "installer_payable", { userId: installer.id });
const feesAccount = () => ensureAccount(database.db, "platform_fees");
const escrowAccount = (leadId: string) => ensureAccount(database.db, "escrow", { leadId });
const balanceOf = async (account: Promise<{ id: string }>) =>
  accountBalanceCents(database.db, (await account).id);

const release = (leadId: string, feePercent = DEFAULT_PLATFORM_FEE_PERCENT) =>
  releaseEscrow(database.db, { leadId, installerId: installer.id, feePercent });
const capture = (leadId: string, amountCents: number) =>
  captureEscrow(database.db, { leadId, customerId: customer.id, amountCents });

describe("captureEscrow", () => {
  it("moves the amount from the customer's funding account into the lead's escrow", async () => {
    const leadId = randomUUID();
    const fundingBefore = await balanceOf(fundingAccount());
    const posted = await capture(leadId, 25_000);
    expect(posted).toMatchObject({
      idempotencyKey: `capture:${leadId}`,
      kind: "capture",
      leadId,
      replayed: false,
      entries: [
        { accountId: (await escrowAccount(leadId)).id, amountCents: 25_000 },
        { accountId: (await fundingAccount()).id, amountCents: -25_000 },
      ],
    });
    expect(await escrowBalanceCents(database.db, leadId)).toBe(25_000);
    expect(await balanceOf(fundingAccount())).toBe(fundingBefore - 25_000);
  });

  it("returns the same capture when retried", async () => {
    const leadId = randomUUID();
    const first = await capture(leadId, 9_900);
    const retry = await capture(leadId, 9_900);
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await escrowBalanceCents(database.db, leadId)).toBe(9_900);
  });

  it("refuses to capture a different amount for a lead already captured", async () => {
    const leadId = randomUUID();
    await capture(leadId, 9_900);
    await expect(capture(leadId, 12_000)).rejects.toThrow(
      new Conflict(said.server.paymentRecordedDifferently),
    );
    expect(await escrowBalanceCents(database.db, leadId)).toBe(9_900);
  });

  it.each([0, -100, 12.5, Number.NaN])("refuses an amount of %s cents", async (amountCents) => {
    await expect(capture(randomUUID(), amountCents)).rejects.toThrow(
      new BadRequest(said.server.escrowAmountInvalid),
    );
  });
});

describe("releaseEscrow", () => {
  it("pays 250.00 € out as 225.00 € to the installer and a 25.00 € fee at 10 %", async () => {
    const leadId = randomUUID();
    const payableBefore = await balanceOf(payableAccount());
    const feesBefore = await balanceOf(feesAccount());
    await capture(leadId, eurosToCents(250));

    const posted = await release(leadId, 10);
    expect(posted).toMatchObject({
      idempotencyKey: `release:${leadId}`,
      kind: "release",
      leadId,
      replayed: false,
    });
    expect(posted.entries).toEqual([
      { accountId: (await escrowAccount(leadId)).id, amountCents: -25_000 },
      { accountId: (await payableAccount()).id, amountCents: 22_500 },
      { accountId: (await feesAccount()).id, amountCents: 2_500 },
    ]);
    const stored = await database.db
      .selectFrom("ledgerEntries")
      .select(["accountId", "amountCents"])
      .where("transactionId", "=", posted.id)
      .orderBy("id")
      .execute();
    expect(stored.map((entry) => Number(entry.amountCents))).toEqual([-25_000, 22_500, 2_500]);

    expect(await escrowBalanceCents(database.db, leadId)).toBe(0);
    expect(await balanceOf(payableAccount())).toBe(payableBefore + 22_500);
    expect(await balanceOf(feesAccount())).toBe(feesBefore + 2_500);
  });

  it("rounds the fee down so that the installer never loses a cent", async () => {
    const leadId = randomUUID();
    await capture(leadId, 9_999);
    const posted = await release(leadId, 12.5);
    expect(posted.entries.map((entry) => entry.amountCents)).toEqual([-9_999, 8_750, 1_249]);
  });

  // The rule: fee = floor(amount × basis points ÷ 10 000), payout = amount − fee.
  it.each([
    [10_000, 712, 9_288],
    [15_000, 1_068, 13_932],
    [1_999, 142, 1_857],
    [12_345, 878, 11_467],
    [1, 0, 1],
  ])(
    "releases %s cents at a 7.12 %% fee as a %s cent fee and a %s cent payout",
    async (heldCents, feeCents, payoutCents) => {
      const leadId = randomUUID();
      const payableBefore = await balanceOf(payableAccount());
      const feesBefore = await balanceOf(feesAccount());
      await capture(leadId, heldCents);

      const posted = await release(leadId, 7.12);
      expect(posted.entries.map((entry) => entry.amountCents)).toEqual(
        [-heldCents, payoutCents, feeCents].filter((cents) => cents !== 0),
      );
      expect(await escrowBalanceCents(database.db, leadId)).toBe(0);
      expect(await balanceOf(payableAccount())).toBe(payableBefore + payoutCents);
      expect(await balanceOf(feesAccount())).toBe(feesBefore + feeCents);
      expect(await ledgerIsBalanced(database.db)).toBe(true);
    },
  );

  it("posts no fee entry when there is no fee", async () => {
    const leadId = randomUUID();
    await capture(leadId, 5_000);
    const posted = await release(leadId, 0);
    expect(posted.entries.map((entry) => entry.amountCents)).toEqual([-5_000, 5_000]);
  });

  it("releases once: a retry returns the first release and pays nothing more", async () => {
    const leadId = randomUUID();
    await capture(leadId, 10_000);
    const first = await release(leadId);
    const payable = await balanceOf(payableAccount());
    const retry = await release(leadId);
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await balanceOf(payableAccount())).toBe(payable);
  });

  it("refuses to release when nothing is held", async () => {
    await expect(release(randomUUID())).rejects.toThrow(
      new Conflict(said.server.escrowNothingToRelease),
    );
  });

  it("refuses to release what was refunded", async () => {
    const leadId = randomUUID();
    await capture(leadId, 10_000);
    await refundEscrow(database.db, { leadId });
    await expect(release(leadId)).rejects.toThrow(new Conflict(said.server.escrowAlreadyRefunded));
  });
});

describe("refundEscrow", () => {
  it("returns what is held to the customer who paid it", async () => {
    const leadId = randomUUID();
    const fundingBefore = await balanceOf(fundingAccount());
    await capture(leadId, 7_500);
    const refund = await refundEscrow(database.db, { leadId });
    expect(refund).toMatchObject({ idempotencyKey: `refund:${leadId}`, kind: "refund" });
    expect(refund.entries).toEqual([
      { accountId: (await escrowAccount(leadId)).id, amountCents: -7_500 },
      { accountId: (await fundingAccount()).id, amountCents: 7_500 },
    ]);
    expect(await escrowBalanceCents(database.db, leadId)).toBe(0);
    expect(await balanceOf(fundingAccount())).toBe(fundingBefore);
  });

  it("returns the same refund when retried", async () => {
    const leadId = randomUUID();
    await capture(leadId, 7_500);
    const first = await refundEscrow(database.db, { leadId });
    expect(await refundEscrow(database.db, { leadId })).toEqual({ ...first, replayed: true });
  });

  it("refuses a refund after the release", async () => {
    const leadId = randomUUID();
    await capture(leadId, 7_500);
    await release(leadId);
    await expect(refundEscrow(database.db, { leadId })).rejects.toThrow(
      new Conflict(said.server.escrowAlreadyReleased),
    );
    expect(await escrowBalanceCents(database.db, leadId)).toBe(0);
  });

  it("refuses a refund when nothing was captured", async () => {
    await expect(refundEscrow(database.db, { leadId: randomUUID() })).rejects.toThrow(
      new Conflict(said.server.escrowNothingToRefund),
    );
  });
});

describe("a lead held again after a withdrawal", () => {
  it("captures and refunds each hold once, under its own key", async () => {
    const leadId = randomUUID();
    const fundingBefore = await balanceOf(fundingAccount());
    await capture(leadId, 7_500);
    await refundEscrow(database.db, { leadId });
    const second = await captureEscrow(database.db, {
      leadId,
      customerId: customer.id,
      amountCents: 9_000,
      hold: 2,
    });
    expect(second).toMatchObject({ idempotencyKey: `capture:${leadId}:2`, replayed: false });
    expect(await escrowBalanceCents(database.db, leadId)).toBe(9_000);
    // A retry of the first hold's refund is a replay, not a refund of the second hold.
    expect(await refundEscrow(database.db, { leadId })).toMatchObject({ replayed: true });
    expect(await escrowBalanceCents(database.db, leadId)).toBe(9_000);

    const refund = await refundEscrow(database.db, { leadId, hold: 2 });
    expect(refund).toMatchObject({ idempotencyKey: `refund:${leadId}:2`, replayed: false });
    expect(await refundEscrow(database.db, { leadId, hold: 2 })).toMatchObject({ replayed: true });
    expect(await escrowBalanceCents(database.db, leadId)).toBe(0);
    expect(await balanceOf(fundingAccount())).toBe(fundingBefore);
  });

  it("refuses to refund a hold that was never captured", async () => {
    const leadId = randomUUID();
    await capture(leadId, 7_500);
    await expect(refundEscrow(database.db, { leadId, hold: 2 })).rejects.toThrow(
      new Conflict(said.server.escrowNothingToRefund),
    );
    expect(await escrowBalanceCents(database.db, leadId)).toBe(7_500);
  });

  it("releases the last hold", async () => {
    const leadId = randomUUID();
    await capture(leadId, 7_500);
    await refundEscrow(database.db, { leadId });
    await captureEscrow(database.db, {
      leadId,
      customerId: customer.id,
      amountCents: 8_000,
      hold: 2,
    });
    const released = await release(leadId, 10);
    expect(released.entries.filter((entry) => entry.amountCents > 0)).toHaveLength(2);
    expect(await escrowBalanceCents(database.db, leadId)).toBe(0);
    await expect(refundEscrow(database.db, { leadId, hold: 2 })).rejects.toThrow(
      new Conflict(said.server.escrowAlreadyReleased),
    );
  });
});

describe("inside the caller's transaction", () => {
  it("captures and releases with the caller's commit, and not at all on its rollback", async () => {
    const leadId = randomUUID();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await captureEscrow(trx, { leadId, customerId: customer.id, amountCents: 4_000 });
        expect(await escrowBalanceCents(trx, leadId)).toBe(4_000);
        throw new Error("the lead could not be accepted");
      }),
    ).rejects.toThrow("the lead could not be accepted");
    expect(await escrowBalanceCents(database.db, leadId)).toBe(0);

    await database.db.transaction().execute(async (trx) => {
      await captureEscrow(trx, { leadId, customerId: customer.id, amountCents: 4_000 });
      await releaseEscrow(trx, { leadId, installerId: installer.id, feePercent: 10 });
    });
    expect(await escrowBalanceCents(database.db, leadId)).toBe(0);
  });
});

describe("a capture and a release outside a transaction", () => {
  it("settle in the ledger", async () => {
    const leadId = randomUUID();
    await captureEscrow(database.db, {
      leadId,
      customerId: customer.id,
      amountCents: 3_000,
    });
    expect(await escrowBalanceCents(database.db, leadId)).toBe(3_000);
    const released = await releaseEscrow(database.db, {
      leadId,
      installerId: installer.id,
      feePercent: 10,
    });
    expect(released.entries.map((entry) => entry.amountCents)).toEqual([-3_000, 2_700, 300]);
  });
});

describe("the ledger after all of the above", () => {
  it("balances", async () => {
    expect(await ledgerIsBalanced(database.db)).toBe(true);
  });
});
