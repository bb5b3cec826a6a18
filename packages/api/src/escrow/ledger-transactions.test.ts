import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LedgerAccountRow } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { said } from "@uplink/domain";
import { Conflict } from "../errors";
import { createUser } from "../testing";
import { ensureAccount } from "./ledger-accounts";
import { accountBalanceCents, ledgerIsBalanced } from "./ledger-balances";
import { findTransaction, postTransaction } from "./ledger-transactions";

let database: TestDatabase;
let funding: LedgerAccountRow;
let escrow: LedgerAccountRow;

beforeAll(async () => {
  database = await createTestDatabase();
  const customer = await createUser(database.db);
  funding = await ensureAccount(database.db, "customer_funding", { userId: customer.id });
  escrow = await ensureAccount(database.db, "escrow", { leadId: randomUUID() });
});

afterAll(() => database.destroy());

const capture = (idempotencyKey: string, amountCents = 1000) => ({
  idempotencyKey,
  kind: "capture" as const,
  leadId: escrow.leadId,
  entries: [
    { accountId: escrow.id, amountCents },
    { accountId: funding.id, amountCents: -amountCents },
  ],
});

const entriesOf = (transactionId: string) =>
  database.db
    .selectFrom("ledgerEntries")
    .select(["accountId", "amountCents"])
    .where("transactionId", "=", transactionId)
    .orderBy("id")
    .execute();

describe("postTransaction", () => {
  it("posts the entries of a balanced transaction", async () => {
    const key = `test:${randomUUID()}`;
    const posted = await postTransaction(database.db, capture(key, 2500));
    expect(posted).toMatchObject({ idempotencyKey: key, kind: "capture", replayed: false });
    expect(await entriesOf(posted.id)).toEqual([
      { accountId: escrow.id, amountCents: "2500" },
      { accountId: funding.id, amountCents: "-2500" },
    ]);
    expect(await findTransaction(database.db, key)).toEqual({ ...posted, replayed: false });
  });

  it("returns the posted transaction when retried with the same key, posting nothing", async () => {
    const key = `test:${randomUUID()}`;
    const first = await postTransaction(database.db, capture(key));
    const balance = await accountBalanceCents(database.db, escrow.id);
    const retry = await postTransaction(database.db, capture(key));
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await accountBalanceCents(database.db, escrow.id)).toBe(balance);
    expect(await entriesOf(first.id)).toHaveLength(2);
  });

  it("posts once when the same key arrives on many connections at once", async () => {
    const key = `test:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => postTransaction(database.db, capture(key))),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await entriesOf(results[0]?.id ?? "")).toHaveLength(2);
  });

  it("refuses the same key with other amounts", async () => {
    const key = `test:${randomUUID()}`;
    await postTransaction(database.db, capture(key, 1000));
    await expect(postTransaction(database.db, capture(key, 1200))).rejects.toThrow(
      new Conflict(said.server.paymentRecordedDifferently),
    );
  });

  it.each([
    ["unbalanced entries", [{ amountCents: 100 }, { amountCents: -99 }]],
    ["a zero entry", [{ amountCents: 0 }, { amountCents: 0 }]],
    ["fractions of a cent", [{ amountCents: 0.5 }, { amountCents: -0.5 }]],
    ["a single entry", [{ amountCents: 100 }]],
  ])("refuses %s before writing anything", async (_case, amounts) => {
    const key = `test:${randomUUID()}`;
    const accounts = [escrow.id, funding.id];
    await expect(
      postTransaction(database.db, {
        idempotencyKey: key,
        kind: "capture",
        leadId: null,
        entries: amounts.map(({ amountCents }, index) => ({
          accountId: accounts[index] ?? escrow.id,
          amountCents,
        })),
      }),
    ).rejects.toThrow(Error);
    expect(await findTransaction(database.db, key)).toBeNull();
  });

  it("posts inside the caller's transaction and disappears with its rollback", async () => {
    const key = `test:${randomUUID()}`;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await postTransaction(trx, capture(key));
        expect(await findTransaction(trx, key)).not.toBeNull();
        throw new Error("the caller changed its mind");
      }),
    ).rejects.toThrow("the caller changed its mind");
    expect(await findTransaction(database.db, key)).toBeNull();
  });

  it("leaves the ledger balanced", async () => {
    expect(await ledgerIsBalanced(database.db)).toBe(true);
  });
});

describe("ledgerIsBalanced", () => {
  it("notices entries that do not sum to zero", async () => {
    // Only possible with the database's own balance check switched off, which DDL
    // allows inside a transaction that is then rolled back.
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`alter table ledger_entries disable trigger ledger_entries_balanced`.execute(trx);
        const { id } = await trx
          .insertInto("ledgerTransactions")
          .values({ idempotencyKey: `test:${randomUUID()}`, kind: "capture", leadId: null })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("ledgerEntries")
          .values({ transactionId: id, accountId: escrow.id, amountCents: 1 })
          .execute();
        expect(await ledgerIsBalanced(trx)).toBe(false);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await ledgerIsBalanced(database.db)).toBe(true);
  });
});
