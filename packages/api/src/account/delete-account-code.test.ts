import { createHash } from "node:crypto";
import type { ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { DELETE_ACCOUNT_CODE_TTL_MS, messages } from "@uplink/domain";
import {
  anonymousContext,
  bookLedgerMovement,
  contextFor,
  createCaller,
  createLead,
  createUser,
  refusalOf,
  smtpMailer,
  testDeps,
  useTestApi,
  type TestDeps,
} from "../testing";

const api = useTestApi({ smtp: true });

const { server, validation } = messages;
const wrongCode = { code: "BAD_REQUEST", message: server.wrongDeleteAccountCode };

/** An account that signs in only through the hosted provider: it has no password. */
const hostedOnlyUser = () => createUser(api.db, { role: "customer", emailVerified: true });

const callerOf = async (user: UserRow, deps: TestDeps = api.deps) =>
  createCaller(await contextFor(deps, user.id));

function codeIn(mail: ParsedMail | undefined): string {
  const code = /^(\d{6})$/m.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no code in "${mail?.subject}"`);
  return code;
}

/** Asks for a code and answers it from the mail that arrives: the `nth` to this user. */
async function mailedCode(user: UserRow, nth = 1, deps: TestDeps = api.deps): Promise<string> {
  const caller = await callerOf(user, deps);
  expect(await caller.account.requestDeleteCode()).toEqual({
    message: messages.info.deleteAccountCodeSent,
  });
  const mails = await api.smtp.mailsTo(user.email, nth);
  return codeIn(mails[nth - 1]);
}

const deletedRow = (user: UserRow) =>
  api.db
    .selectFrom("users")
    .select(["email", "anonymisedAt"])
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();

describe("deleting an account that has no password, with a mailed code", () => {
  it("mails a 6-digit code, stores only a salted hash of it, and deletes the account with it", async () => {
    const user = await hostedOnlyUser();
    const before = Date.now();
    const code = await mailedCode(user);
    const [mail] = api.smtp.receivedBy(user.email);
    expect(mail?.subject).toBe(messages.mail.deleteAccountCode.subject);

    const [row, ...others] = await api.db
      .selectFrom("authTokens")
      .selectAll()
      .where("userId", "=", user.id)
      .execute();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ purpose: "delete_account", usedAt: null });
    expect(row?.tokenHash).not.toContain(code);
    expect(row?.tokenHash).not.toBe(createHash("sha256").update(code).digest("hex"));
    expect(row?.payload).toEqual({ salt: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const expiresAt = row?.expiresAt.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + DELETE_ACCOUNT_CODE_TTL_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + DELETE_ACCOUNT_CODE_TTL_MS);

    const ctx = await contextFor(api.deps, user.id);
    expect(await createCaller(ctx).account.deleteWithBody({ code })).toEqual({ success: true });
    expect(ctx.cookies.cleared).toBe(1);
    expect(await deletedRow(user)).toEqual({
      email: `deleted-${user.id}@invalid`,
      anonymisedAt: expect.any(Date),
    });
  });

  it("takes the code through DELETE /me's input as well", async () => {
    const user = await hostedOnlyUser();
    const code = await mailedCode(user);
    expect(await (await callerOf(user)).account.delete({ code })).toEqual({ success: true });
    expect((await deletedRow(user)).anonymisedAt).not.toBeNull();
  });

  it("refuses no code, a malformed code, a wrong code, an expired code and a replaced one", async () => {
    const user = await hostedOnlyUser();
    const caller = await callerOf(user);
    const first = await mailedCode(user, 1);

    expect(await refusalOf(caller.account.deleteWithBody({}))).toEqual({
      code: "BAD_REQUEST",
      message: server.deleteAccountCodeRequired,
    });
    for (const malformed of ["12ab56", "12345", "1".repeat(10_000)]) {
      expect(await refusalOf(caller.account.deleteWithBody({ code: malformed }))).toEqual({
        code: "BAD_REQUEST",
        // The input parser's issues, as tRPC reports them to a caller; REST words them.
        message: expect.stringContaining(validation.deleteAccountCodeInvalid) as unknown,
      });
    }
    const wrong = first === "000000" ? "000001" : "000000";
    expect(await refusalOf(caller.account.deleteWithBody({ code: wrong }))).toEqual(wrongCode);

    const second = await mailedCode(user, 2);
    if (second !== first) {
      expect(await refusalOf(caller.account.deleteWithBody({ code: first }))).toEqual(wrongCode);
    }
    await api.db
      .updateTable("authTokens")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where("userId", "=", user.id)
      .execute();
    expect(await refusalOf(caller.account.deleteWithBody({ code: second }))).toEqual(wrongCode);
    expect((await deletedRow(user)).anonymisedAt).toBeNull();
  });

  it("is used once: of 10 deletions at once with the right code, one succeeds", async () => {
    const user = await hostedOnlyUser();
    const code = await mailedCode(user);
    const callers = await Promise.all(Array.from({ length: 10 }, () => callerOf(user)));

    const results = await Promise.allSettled(
      callers.map((caller) => caller.account.deleteWithBody({ code })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") {
        expect(await refusalOf(Promise.reject(result.reason as Error))).toEqual(wrongCode);
      }
    }
  });

  it("keeps the code when the deletion is refused for money held in escrow", async () => {
    const user = await hostedOnlyUser();
    const installer = await createUser(api.db, {
      role: "installer",
      verificationStatus: "APPROVED",
    });
    const lead = await createLead(api.db, user.id, {
      installerId: installer.id,
      status: "ACCEPTED",
    });
    await bookLedgerMovement(api.db, {
      leadId: lead.id,
      kind: "capture",
      from: { kind: "customer_funding", userId: user.id },
      to: { kind: "escrow", userId: null },
      cents: 15_000,
    });
    const code = await mailedCode(user);
    const caller = await callerOf(user);
    expect(await refusalOf(caller.account.deleteWithBody({ code }))).toEqual({
      code: "CONFLICT",
      message: server.accountHoldsEscrow,
    });

    await bookLedgerMovement(api.db, {
      leadId: lead.id,
      kind: "release",
      from: { kind: "escrow", userId: null },
      to: { kind: "installer_payable", userId: installer.id },
      cents: 15_000,
    });
    expect(await caller.account.deleteWithBody({ code })).toEqual({ success: true });
  });

  it("counts wrong codes like password guesses: once they are used up, even the right code waits", async () => {
    const deps = testDeps(api.db, {
      mailer: smtpMailer(api.smtp.url),
      rateLimits: { passwordGuessesPerAccount: { max: 3, windowMs: 60_000 } },
    });
    const user = await hostedOnlyUser();
    const code = await mailedCode(user, 1, deps);
    const caller = await callerOf(user, deps);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let guess = 0; guess < 3; guess += 1) {
      expect(await refusalOf(caller.account.deleteWithBody({ code: wrong }))).toEqual(wrongCode);
    }
    expect((await refusalOf(caller.account.deleteWithBody({ code }))).code).toBe(
      "TOO_MANY_REQUESTS",
    );
    expect((await deletedRow(user)).anonymisedAt).toBeNull();
    await deps.mail.close();
  });

  it("mails at most 5 codes an hour to one account", async () => {
    const user = await hostedOnlyUser();
    const caller = await callerOf(user);
    for (let request = 0; request < 5; request += 1) await caller.account.requestDeleteCode();
    expect((await refusalOf(caller.account.requestDeleteCode())).code).toBe("TOO_MANY_REQUESTS");
    expect(
      await api.db
        .selectFrom("authTokens")
        .select("id")
        .where("userId", "=", user.id)
        .where("usedAt", "is", null)
        .execute(),
    ).toHaveLength(1);
  });
});

describe("an account with a password", () => {
  it("cannot ask for a code, and a code does not stand in for its password", async () => {
    const password = "a long passphrase";
    const user = await createUser(api.db, { password });
    const caller = await callerOf(user);
    expect(await refusalOf(caller.account.requestDeleteCode())).toEqual({
      code: "BAD_REQUEST",
      message: server.deleteAccountCodeNeedsNoPassword,
    });
    expect(await refusalOf(caller.account.deleteWithBody({ code: "123456" }))).toEqual({
      code: "BAD_REQUEST",
      message: server.passwordConfirmationRequired,
    });
    expect(await caller.account.deleteWithBody({ password, code: "123456" })).toEqual({
      success: true,
    });
  });
});

describe("asking for a code", () => {
  it("requires a session", async () => {
    const anonymous = createCaller(await anonymousContext(api.deps));
    expect((await refusalOf(anonymous.account.requestDeleteCode())).code).toBe("UNAUTHORIZED");
  });

  it("says in the user payload whether the account has a password", async () => {
    const hosted = await hostedOnlyUser();
    const withPassword = await createUser(api.db, { password: "a long passphrase" });
    expect((await (await callerOf(hosted)).auth.me()).user.hasPassword).toBe(false);
    expect((await (await callerOf(withPassword)).auth.me()).user.hasPassword).toBe(true);
  });
});
