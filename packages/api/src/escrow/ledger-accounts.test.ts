import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { createUser } from "../testing";
import { ensureAccount } from "./ledger-accounts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.destroy());

describe("ensureAccount", () => {
  it("creates an account on first use and finds the same one afterwards", async () => {
    const customer = await createUser(database.db);
    const first = await ensureAccount(database.db, "customer_funding", { userId: customer.id });
    const second = await ensureAccount(database.db, "customer_funding", { userId: customer.id });
    expect(second).toEqual(first);
    expect(first).toMatchObject({ kind: "customer_funding", userId: customer.id, leadId: null });
  });

  it("keeps one platform fees account, owned by no one", async () => {
    const first = await ensureAccount(database.db, "platform_fees");
    const second = await ensureAccount(database.db, "platform_fees", { userId: null });
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({ userId: null, leadId: null });
  });

  it("gives each lead its own escrow account and each user their own accounts", async () => {
    const [leadA, leadB] = [randomUUID(), randomUUID()];
    const installer = await createUser(database.db, { role: "installer" });
    const ids = [
      (await ensureAccount(database.db, "escrow", { leadId: leadA })).id,
      (await ensureAccount(database.db, "escrow", { leadId: leadB })).id,
      (await ensureAccount(database.db, "installer_payable", { userId: installer.id })).id,
      (await ensureAccount(database.db, "customer_funding", { userId: installer.id })).id,
    ];
    expect(new Set(ids).size).toBe(4);
  });

  it("creates a single account when many callers ask for it at once", async () => {
    const leadId = randomUUID();
    const accounts = await Promise.all(
      Array.from({ length: 10 }, () => ensureAccount(database.db, "escrow", { leadId })),
    );
    expect(new Set(accounts.map((account) => account.id)).size).toBe(1);
    const rows = await database.db
      .selectFrom("ledgerAccounts")
      .select("id")
      .where("leadId", "=", leadId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
