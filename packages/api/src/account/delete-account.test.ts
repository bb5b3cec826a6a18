import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { messages } from "@uplink/domain";
import {
  anonymousContext,
  bookLedgerMovement,
  contextFor,
  createCaller,
  createLead,
  createUser,
  refusalOf,
  testDeps,
  type TestDeps,
} from "../test-support";

let database: TestDatabase;
let deps: TestDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database.db);
});
afterAll(async () => {
  await database.destroy();
});

const password = "secret password";

function countOf(
  table: "sessions" | "authTokens" | "adminNotices" | "installerProfiles",
  userId: string,
) {
  return database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

async function acceptedLeadWithEscrow(customerId: string) {
  const installer = await createUser(database.db, {
    role: "installer",
    verificationStatus: "APPROVED",
  });
  const lead = await createLead(database.db, customerId, {
    installerId: installer.id,
    status: "ACCEPTED",
  });
  await bookLedgerMovement(database.db, {
    leadId: lead.id,
    kind: "capture",
    from: { kind: "customer_funding", userId: customerId },
    to: { kind: "escrow", userId: null },
    cents: 15_000,
  });
  return { installer, lead };
}

describe("account deletion (DELETE /api/me)", () => {
  it("anonymises the user, ends their sessions, and they cannot sign in again", async () => {
    const user = await createUser(database.db, { role: "installer", password });
    await database.db
      .insertInto("installerProfiles")
      .values({ userId: user.id, companyName: "Dish GmbH" })
      .execute();
    await database.db.insertInto("adminNotices").values({ userId: user.id, body: "Hi" }).execute();
    await database.db
      .insertInto("authTokens")
      .values({ userId: user.id, purpose: "verify_email", tokenHash: "h", expiresAt: new Date() })
      .execute();
    const other = await contextFor(deps, user.id);
    const ctx = await contextFor(deps, user.id);

    expect(await createCaller(ctx).account.delete({ password })).toEqual({ success: true });
    expect(ctx.cookies.cleared).toBe(1);

    const row = await database.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: `deleted-${user.id}@invalid`,
      firstName: "Deleted",
      lastName: "User",
      phone: null,
      username: null,
      clerkUserId: null,
      passwordHash: null,
      anonymisedAt: expect.any(Date),
    });
    for (const table of ["sessions", "authTokens", "adminNotices", "installerProfiles"] as const) {
      expect(await countOf(table, user.id), table).toBe(0);
    }
    expect(
      (await refusalOf(createCaller(await anonymousContext(deps, other.request)).auth.me())).code,
    ).toBe("UNAUTHORIZED");
    expect(
      await refusalOf(
        createCaller(await anonymousContext(deps)).auth.signIn({ email: user.email, password }),
      ),
    ).toEqual({ code: "UNAUTHORIZED", message: messages.errors.invalidCredentials });
  });

  it("deletes the customer's NEW leads and their photos, and keeps the rest", async () => {
    const customer = await createUser(database.db, { password });
    const fresh = await createLead(database.db, customer.id);
    await database.db
      .insertInto("leadPhotos")
      .values({
        leadId: fresh.id,
        kind: "property",
        contentHash: "b".repeat(64),
        mimeType: "image/png",
        width: 640,
        height: 480,
        byteSize: 10,
      })
      .execute();
    const installer = await createUser(database.db, {
      role: "installer",
      verificationStatus: "APPROVED",
    });
    const finished = await createLead(database.db, customer.id, {
      installerId: installer.id,
      status: "APPROVED",
    });

    await createCaller(await contextFor(deps, customer.id)).account.delete({ password });
    const leads = await database.db
      .selectFrom("leads")
      .select("id")
      .where("customerId", "=", customer.id)
      .execute();
    expect(leads.map((lead) => lead.id)).toEqual([finished.id]);
    const photos = await database.db
      .selectFrom("leadPhotos")
      .select("id")
      .where("leadId", "=", fresh.id)
      .execute();
    expect(photos).toEqual([]);
  });

  it("is refused with 409 while money of one of their leads is held in escrow", async () => {
    const customer = await createUser(database.db, { password });
    const { installer } = await acceptedLeadWithEscrow(customer.id);
    const caller = createCaller(await contextFor(deps, customer.id));
    expect(await refusalOf(caller.account.delete({ password }))).toEqual({
      code: "CONFLICT",
      message: messages.server.accountHoldsEscrow,
    });
    expect((await caller.auth.me()).user.email).toBe(customer.email);

    await database.db
      .updateTable("users")
      .set({ passwordHash: customer.passwordHash })
      .where("id", "=", installer.id)
      .execute();
    const installerCaller = createCaller(await contextFor(deps, installer.id));
    expect((await refusalOf(installerCaller.account.delete({ password }))).code).toBe("CONFLICT");
  });

  it("goes ahead once the escrow is released, keeping the ledger rows", async () => {
    const customer = await createUser(database.db, { password });
    const { installer, lead } = await acceptedLeadWithEscrow(customer.id);
    await bookLedgerMovement(database.db, {
      leadId: lead.id,
      kind: "release",
      from: { kind: "escrow", userId: null },
      to: { kind: "installer_payable", userId: installer.id },
      cents: 15_000,
    });
    await createCaller(await contextFor(deps, customer.id)).account.delete({ password });
    const accounts = await database.db
      .selectFrom("ledgerAccounts")
      .innerJoin("ledgerEntries", "ledgerEntries.accountId", "ledgerAccounts.id")
      .select("ledgerEntries.id")
      .where("ledgerAccounts.userId", "=", customer.id)
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it("needs the password: from the input, else the X-Confirm-Password header", async () => {
    const user = await createUser(database.db, { password });
    const ctx = await contextFor(deps, user.id);
    const caller = createCaller(ctx);
    expect(await refusalOf(caller.account.delete({}))).toEqual({
      code: "BAD_REQUEST",
      message: messages.server.passwordConfirmationRequired,
    });
    expect(await refusalOf(caller.account.delete({ password: "wrong" }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.server.wrongCurrentPassword,
    });

    const withHeader = await anonymousContext(deps, {
      ...ctx.request,
      confirmPassword: "x".repeat(10_000),
    });
    expect(await refusalOf(createCaller(withHeader).account.delete({}))).toEqual({
      code: "BAD_REQUEST",
      message: messages.validation.passwordTooLong,
    });
    const confirmed = await anonymousContext(deps, { ...ctx.request, confirmPassword: password });
    expect(await createCaller(confirmed).account.delete({})).toEqual({ success: true });
  });

  it("requires a session", async () => {
    expect(
      (await refusalOf(createCaller(await anonymousContext(deps)).account.delete({ password })))
        .code,
    ).toBe("UNAUTHORIZED");
  });
});
