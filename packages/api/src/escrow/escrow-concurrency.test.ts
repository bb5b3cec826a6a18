import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle, type UserRow } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { platformFeeCents } from "@uplink/domain";
import { AppError, Conflict } from "../errors";
import { createUser } from "../testing";
import { captureEscrow, refundEscrow, releaseEscrow } from "./escrow";
import { ensureAccount } from "./ledger-accounts";
import { accountBalanceCents, escrowBalanceCents, ledgerIsBalanced } from "./ledger-balances";
import type { LedgerTransaction } from "./ledger-transactions";
import { seededRandom } from "@uplink/domain";

/*
 * Many requests for the same lead at once, each on its own connection from a pool of
 * ten (pg's default), as the server would run them.
 */

let database: TestDatabase;
let parallel: DatabaseHandle;
let customer: UserRow;
let installer: UserRow;

beforeAll(async () => {
  database = await createTestDatabase();
  parallel = await createDatabase({ databaseUrl: database.url, dataDir: tmpdir() });
  customer = await createUser(database.db);
  installer = await createUser(database.db, { role: "installer", verificationStatus: "APPROVED" });
});

afterAll(async () => {
  await parallel.close();
  await database.destroy();
});

const times = <T>(count: number, make: () => Promise<T>) =>
  Promise.all(Array.from({ length: count }, make));

const transactionsOf = (leadId: string) =>
  database.db
    .selectFrom("ledgerTransactions")
    .select(["kind"])
    .where("leadId", "=", leadId)
    .execute();

describe("concurrent escrow movements", () => {
  it("20 parallel captures of one lead post one capture", async () => {
    const leadId = randomUUID();
    const results = await times(20, () =>
      captureEscrow(parallel.db, { leadId, customerId: customer.id, amountCents: 12_345 }),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await transactionsOf(leadId)).toEqual([{ kind: "capture" }]);
    expect(await escrowBalanceCents(database.db, leadId)).toBe(12_345);
  });

  it("20 parallel releases of one lead post one release and pay the installer once", async () => {
    const leadId = randomUUID();
    const payable = await ensureAccount(database.db, "installer_payable", {
      userId: installer.id,
    });
    const payableBefore = await accountBalanceCents(database.db, payable.id);
    await captureEscrow(database.db, { leadId, customerId: customer.id, amountCents: 25_000 });

    const results = await times(20, () =>
      releaseEscrow(parallel.db, { leadId, installerId: installer.id, feePercent: 10 }),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await transactionsOf(leadId)).toEqual([{ kind: "capture" }, { kind: "release" }]);
    expect(await accountBalanceCents(database.db, payable.id)).toBe(payableBefore + 22_500);
    expect(await escrowBalanceCents(database.db, leadId)).toBe(0);
  });

  it("racing releases and refunds of one lead: exactly one kind wins", async () => {
    const leadId = randomUUID();
    await captureEscrow(database.db, { leadId, customerId: customer.id, amountCents: 8_000 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? releaseEscrow(parallel.db, { leadId, installerId: installer.id, feePercent: 10 })
          : refundEscrow(parallel.db, { leadId }),
      ),
    );
    const posted = outcomes.flatMap((outcome) =>
      outcome.status === "fulfilled" ? [outcome.value] : [],
    );
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === "rejected" ? [outcome.reason as unknown] : [],
    );
    expect(new Set(posted.map((transaction) => transaction.kind)).size).toBe(1);
    expect(new Set(posted.map((transaction) => transaction.id)).size).toBe(1);
    expect(refused).toHaveLength(10);
    expect(refused.every((error) => error instanceof Conflict)).toBe(true);
    expect(await transactionsOf(leadId)).toHaveLength(2);
    expect(await escrowBalanceCents(database.db, leadId)).toBe(0);
  });
});

describe("a randomized run of 200 escrow operations with retries", () => {
  interface LeadPlan {
    leadId: string;
    customerId: string;
    installerId: string;
    amountCents: number;
    feePercent: number;
  }
  type Operation = { kind: "capture" | "release" | "refund"; lead: LeadPlan; amountCents: number };

  it("keeps the ledger summing to zero and no escrow account below zero", async () => {
    const random = seededRandom(20240611);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const customers = [customer, await createUser(database.db), await createUser(database.db)];
    const installers = [
      installer,
      await createUser(database.db, { role: "installer", verificationStatus: "APPROVED" }),
    ];
    const leads: LeadPlan[] = Array.from({ length: 8 }, () => ({
      leadId: randomUUID(),
      customerId: pick(customers).id,
      installerId: pick(installers).id,
      amountCents: 1 + Math.floor(random() * 500_000),
      feePercent: pick([0, 10, 12.5, 15]),
    }));

    const operations: Operation[] = [];
    while (operations.length < 200) {
      const lead = pick(leads);
      const kind = pick(["capture", "capture", "release", "refund"] as const);
      // Now and then a capture of another amount, which must be refused, not posted.
      const amountCents = random() < 0.1 ? lead.amountCents + 1 : lead.amountCents;
      operations.push({ kind, lead, amountCents });
      // A client retrying at once, before it has seen the first answer.
      if (random() < 0.3) operations.push({ kind, lead, amountCents });
    }

    const run = ({ kind, lead, amountCents }: Operation): Promise<LedgerTransaction> => {
      const { leadId } = lead;
      if (kind === "capture") {
        return captureEscrow(parallel.db, { leadId, customerId: lead.customerId, amountCents });
      }
      if (kind === "release") {
        return releaseEscrow(parallel.db, {
          leadId,
          installerId: lead.installerId,
          feePercent: lead.feePercent,
        });
      }
      return refundEscrow(parallel.db, { leadId });
    };

    const posted = new Set<string>();
    let refusals = 0;
    for (let start = 0; start < operations.length; start += 10) {
      const outcomes = await Promise.allSettled(operations.slice(start, start + 10).map(run));
      for (const outcome of outcomes) {
        if (outcome.status === "fulfilled") {
          if (!outcome.value.replayed) posted.add(outcome.value.kind);
        } else {
          // Refusals are the service's own answers, never a database error or a deadlock.
          expect(outcome.reason).toBeInstanceOf(AppError);
          refusals += 1;
        }
      }
    }
    // The run exercised every movement and some refusals.
    expect([...posted].sort()).toEqual(["capture", "refund", "release"]);
    expect(refusals).toBeGreaterThan(0);

    expect(await ledgerIsBalanced(database.db)).toBe(true);

    const escrowAccounts = await database.db
      .selectFrom("ledgerAccounts")
      .select("id")
      .where("kind", "=", "escrow")
      .execute();
    for (const account of escrowAccounts) {
      expect(await accountBalanceCents(database.db, account.id)).toBeGreaterThanOrEqual(0);
    }

    const credits = await database.db
      .selectFrom("ledgerTransactions")
      .innerJoin("ledgerEntries", "ledgerEntries.transactionId", "ledgerTransactions.id")
      .select(["ledgerTransactions.leadId", "ledgerTransactions.kind", "ledgerEntries.amountCents"])
      .where(
        "ledgerTransactions.leadId",
        "in",
        leads.map((lead) => lead.leadId),
      )
      .where("ledgerEntries.amountCents", ">", "0")
      .execute();
    const creditsOf = (leadId: string, kind: string) =>
      credits
        .filter((credit) => credit.leadId === leadId && credit.kind === kind)
        .map((credit) => Number(credit.amountCents))
        .sort((a, b) => b - a);

    for (const lead of leads) {
      const kinds = (await transactionsOf(lead.leadId)).map((transaction) => transaction.kind);
      expect(kinds.filter((kind) => kind === "capture").length).toBeLessThanOrEqual(1);
      expect(kinds.filter((kind) => kind !== "capture").length).toBeLessThanOrEqual(1);
      const held = await escrowBalanceCents(database.db, lead.leadId);
      const [captured] = creditsOf(lead.leadId, "capture");
      if (captured === undefined) {
        expect(kinds).toEqual([]);
        expect(held).toBe(0);
        continue;
      }
      // Whichever capture came first set the amount; the other was refused.
      expect([lead.amountCents, lead.amountCents + 1]).toContain(captured);
      if (kinds.includes("release")) {
        const { payoutCents, feeCents } = platformFeeCents(captured, lead.feePercent);
        const expected = [payoutCents, feeCents].filter((cents) => cents > 0);
        expect(creditsOf(lead.leadId, "release")).toEqual(expected.sort((a, b) => b - a));
      }
      if (kinds.includes("refund")) expect(creditsOf(lead.leadId, "refund")).toEqual([captured]);
      expect(held).toBe(kinds.length === 2 ? 0 : captured);
    }
  });
});
