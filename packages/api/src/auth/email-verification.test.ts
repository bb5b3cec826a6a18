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

const invalidLink = { code: "BAD_REQUEST", message: messages.server.invalidOrExpiredLink };

async function verify(token: string) {
  return createCaller(await anonymousContext(api.deps)).auth.verifyEmail({ token });
}

describe("email verification", () => {
  it("moves an installer from NEW to ACCEPTED and leaves a customer without a status", async () => {
    const installer = await createUser(api.db, { role: "installer" });
    const customer = await createUser(api.db);
    await verify(await issueLinkToken(api.db, installer.id, "verify_email"));
    await verify(await issueLinkToken(api.db, customer.id, "verify_email"));
    const rows = await api.db
      .selectFrom("users")
      .select(["id", "emailVerified", "verificationStatus"])
      .where("id", "in", [installer.id, customer.id])
      .orderBy("role")
      .execute();
    expect(rows).toEqual([
      { id: customer.id, emailVerified: true, verificationStatus: null },
      { id: installer.id, emailVerified: true, verificationStatus: "ACCEPTED" },
    ]);
  });

  it("never undoes an administrator's decision", async () => {
    const installer = await createUser(api.db, {
      role: "installer",
      verificationStatus: "REJECTED",
    });
    await verify(await issueLinkToken(api.db, installer.id, "verify_email"));
    const row = await api.db
      .selectFrom("users")
      .select("verificationStatus")
      .where("id", "=", installer.id)
      .executeTakeFirstOrThrow();
    expect(row.verificationStatus).toBe("REJECTED");
  });

  it("refuses a used, an expired, a forged and a reset token", async () => {
    const user = await createUser(api.db);
    const used = await issueLinkToken(api.db, user.id, "verify_email");
    await verify(used);
    const dayAndMore = new Date(Date.now() - 25 * 3600 * 1000);
    const expired = await issueLinkToken(api.db, user.id, "verify_email", dayAndMore);
    const reset = await issueLinkToken(api.db, user.id, "reset_password");
    for (const token of [used, expired, "forged-token", reset, "' OR 1=1 --", "ünïcødé"]) {
      expect(await refusalOf(verify(token))).toEqual(invalidLink);
    }
  });

  it("stores only a hash of the token", async () => {
    const user = await createUser(api.db);
    const token = await issueLinkToken(api.db, user.id, "verify_email");
    const rows = await api.db
      .selectFrom("authTokens")
      .select("tokenHash")
      .where("userId", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it("resends a fresh link, and the older links stop working", async () => {
    const user = await createUser(api.db);
    const older = await issueLinkToken(api.db, user.id, "verify_email");
    const caller = createCaller(await contextFor(api.deps, user.id));
    expect(await caller.auth.resendVerification()).toEqual({
      message: messages.info.verificationSent,
    });
    const [mail] = await api.smtp.mailsTo(user.email);
    expect(await refusalOf(verify(older))).toEqual(invalidLink);
    expect(await verify(tokenFromMail(mail!, "/verify-email"))).toEqual({
      message: messages.info.emailVerified,
    });
  });

  it("does not resend once the email is verified", async () => {
    const user = await createUser(api.db, { emailVerified: true });
    const caller = createCaller(await contextFor(api.deps, user.id));
    expect(await caller.auth.resendVerification()).toEqual({
      message: messages.info.emailAlreadyVerified,
    });
    await api.deps.mail.drain();
    expect(api.smtp.receivedBy(user.email)).toEqual([]);
  });

  it("limits resending per account and requires a session", async () => {
    const limited = testDeps(api.db, {
      rateLimits: { verificationResendsPerAccount: { max: 1, windowMs: 60_000 } },
    });
    const user = await createUser(api.db);
    const caller = createCaller(await contextFor(limited, user.id));
    await caller.auth.resendVerification();
    expect((await refusalOf(caller.auth.resendVerification())).code).toBe("TOO_MANY_REQUESTS");
    expect(
      (await refusalOf(createCaller(await anonymousContext(api.deps)).auth.resendVerification()))
        .code,
    ).toBe("UNAUTHORIZED");
  });
});
