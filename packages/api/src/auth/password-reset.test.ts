import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import {
  anonymousContext,
  contextFor,
  createCaller,
  createUser,
  refusalOf,
  testDeps,
  tokenFromMail,
  useTestApi,
} from "../testing";
import { issueLinkToken } from "./link-tokens";

const api = useTestApi({ smtp: true });

async function countLinkTokens(): Promise<number> {
  const { count } = await api.db
    .selectFrom("authTokens")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Runs `work` while another transaction holds a lock that lets link tokens be read, not written. */
async function whileLinkTokensLocked<T>(work: () => Promise<T>): Promise<T> {
  let unlock = () => {};
  const unlocked = new Promise<void>((resolve) => (unlock = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = api.db.transaction().execute(async (trx) => {
    await sql`lock table auth_tokens in share mode`.execute(trx);
    locked();
    await unlocked;
  });
  await isLocked;
  try {
    return await work();
  } finally {
    unlock();
    await holder;
  }
}

const invalidLink = { code: "BAD_REQUEST", message: messages.server.invalidOrExpiredLink };

async function anonymous() {
  return createCaller(await anonymousContext(api.deps));
}

describe("forgot password", () => {
  it("mails a reset link that sets a new password once, and signs out everywhere", async () => {
    const user = await createUser(api.db, { password: "old password" });
    const session = await contextFor(api.deps, user.id);

    expect(
      await (await anonymous()).auth.forgotPassword({ email: user.email.toUpperCase() }),
    ).toEqual({
      message: "If an account exists, a reset link has been sent.",
    });
    const [mail] = await api.smtp.mailsTo(user.email);
    expect(mail?.subject).toBe(messages.mail.resetPassword.subject);
    const token = tokenFromMail(mail!, "/reset-password");

    const caller = await anonymous();
    expect(await caller.auth.resetPassword({ token, password: "new password" })).toEqual({
      message: messages.info.passwordUpdated,
    });
    expect(
      (await refusalOf(createCaller(await anonymousContext(api.deps, session.request)).auth.me()))
        .code,
    ).toBe("UNAUTHORIZED");
    await caller.auth.signIn({ email: user.email, password: "new password" });
    expect(
      (await refusalOf(caller.auth.signIn({ email: user.email, password: "old password" }))).code,
    ).toBe("UNAUTHORIZED");
    expect(
      await refusalOf(caller.auth.resetPassword({ token, password: "third password" })),
    ).toEqual(invalidLink);

    const [, changed] = await api.smtp.mailsTo(user.email, 2);
    expect(changed?.subject).toBe(messages.mail.passwordChanged.subject);
  });

  it("answers an unknown email exactly like a known one, and writes and sends nothing", async () => {
    const before = { mails: api.smtp.received.length, tokens: await countLinkTokens() };
    const answer = await (await anonymous()).auth.forgotPassword({ email: "nobody@example.com" });
    expect(answer).toEqual({ message: messages.info.resetLinkSent });
    await api.deps.mail.drain();
    expect(api.smtp.received.length).toBe(before.mails);
    expect(await countLinkTokens()).toBe(before.tokens);
  });

  it("answers before it looks up or writes anything: the link is made and mailed afterwards", async () => {
    const user = await createUser(api.db, { password: "old password" });
    // While the link tokens cannot be written, an answer proves the write is not awaited.
    const answer = await whileLinkTokensLocked(async () =>
      (await anonymous()).auth.forgotPassword({ email: user.email }),
    );
    expect(answer).toEqual({ message: messages.info.resetLinkSent });
    const [mail] = await api.smtp.mailsTo(user.email);
    expect(mail?.subject).toBe(messages.mail.resetPassword.subject);
    await (
      await anonymous()
    ).auth.resetPassword({
      token: tokenFromMail(mail!, "/reset-password"),
      password: "new password",
    });
  });

  it("logs, and answers the same, when the background work fails", async () => {
    const deps = testDeps(api.db);
    const broken = { ...deps, db: api.db.withSchema("missing_schema") };
    const answer = await createCaller(await anonymousContext(broken)).auth.forgotPassword({
      email: "someone.broken@example.com",
    });
    expect(answer).toEqual({ message: messages.info.resetLinkSent });
    await deps.mail.drain();
    expect(deps.log.lines).toContainEqual(
      expect.objectContaining({ level: "error", message: "mail could not be prepared" }),
    );
  });

  it("refuses a used, an expired and a forged token, and a verification token", async () => {
    const user = await createUser(api.db, { password: "old password" });
    const caller = await anonymous();
    const used = await issueLinkToken(api.db, user.id, "reset_password");
    await caller.auth.resetPassword({ token: used, password: "new password" });
    const hourAndMore = new Date(Date.now() - 61 * 60 * 1000);
    const expired = await issueLinkToken(api.db, user.id, "reset_password", hourAndMore);
    const verification = await issueLinkToken(api.db, user.id, "verify_email");
    for (const token of [used, expired, "forged", verification]) {
      expect(
        await refusalOf(caller.auth.resetPassword({ token, password: "new password" })),
      ).toEqual(invalidLink);
    }
  });

  it("only the newest reset link works", async () => {
    const user = await createUser(api.db, { password: "old password" });
    const older = await issueLinkToken(api.db, user.id, "reset_password");
    const newer = await issueLinkToken(api.db, user.id, "reset_password");
    const caller = await anonymous();
    expect(
      await refusalOf(caller.auth.resetPassword({ token: older, password: "new password" })),
    ).toEqual(invalidLink);
    await caller.auth.resetPassword({ token: newer, password: "new password" });
  });

  it("limits requests per email and per client address", async () => {
    const limited = testDeps(api.db, {
      rateLimits: { resetRequestsPerEmail: { max: 1, windowMs: 60_000 } },
    });
    const caller = createCaller(await anonymousContext(limited));
    await caller.auth.forgotPassword({ email: "someone@example.com" });
    expect(
      (await refusalOf(caller.auth.forgotPassword({ email: "SOMEONE@example.com" }))).code,
    ).toBe("TOO_MANY_REQUESTS");
    await caller.auth.forgotPassword({ email: "someone.else@example.com" });
  });
});

describe("change password", () => {
  it("needs the current password, keeps this session and ends the others", async () => {
    const user = await createUser(api.db, { password: "old password" });
    const current = await contextFor(api.deps, user.id);
    const other = await contextFor(api.deps, user.id);
    const caller = createCaller(current);

    expect(
      await refusalOf(
        caller.auth.changePassword({ currentPassword: "wrong", newPassword: "new password" }),
      ),
    ).toEqual({ code: "BAD_REQUEST", message: messages.server.wrongCurrentPassword });

    expect(
      await caller.auth.changePassword({
        currentPassword: "old password",
        newPassword: "new password",
      }),
    ).toEqual({ success: true });
    expect((await caller.auth.me()).user.id).toBe(user.id);
    expect(
      (await refusalOf(createCaller(await anonymousContext(api.deps, other.request)).auth.me()))
        .code,
    ).toBe("UNAUTHORIZED");
    const [mail] = await api.smtp.mailsTo(user.email);
    expect(mail?.subject).toBe(messages.mail.passwordChanged.subject);
    await (await anonymous()).auth.signIn({ email: user.email, password: "new password" });
  });

  it("kills open reset links", async () => {
    const user = await createUser(api.db, { password: "old password" });
    const link = await issueLinkToken(api.db, user.id, "reset_password");
    await createCaller(await contextFor(api.deps, user.id)).auth.changePassword({
      currentPassword: "old password",
      newPassword: "new password",
    });
    expect(
      await refusalOf(
        (await anonymous()).auth.resetPassword({ token: link, password: "x".repeat(8) }),
      ),
    ).toEqual(invalidLink);
  });

  it("counts wrong current passwords as guesses", async () => {
    const limited = testDeps(api.db, {
      rateLimits: { passwordGuessesPerAccount: { max: 1, windowMs: 60_000 } },
    });
    const user = await createUser(api.db, { password: "old password" });
    const caller = createCaller(await contextFor(limited, user.id));
    const change = (currentPassword: string) =>
      caller.auth.changePassword({ currentPassword, newPassword: "new password" });
    expect((await refusalOf(change("wrong"))).code).toBe("BAD_REQUEST");
    expect((await refusalOf(change("old password"))).code).toBe("TOO_MANY_REQUESTS");
  });

  it("requires a session", async () => {
    const caller = await anonymous();
    expect(
      (
        await refusalOf(
          caller.auth.changePassword({ currentPassword: "a", newPassword: "abcdefgh" }),
        )
      ).code,
    ).toBe("UNAUTHORIZED");
  });
});
