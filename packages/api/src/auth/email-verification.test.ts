import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { messages } from "@uplink/domain";
import {
  anonymousContext,
  contextFor,
  createCaller,
  createUser,
  refusalOf,
  smtpMailer,
  startSmtpPeer,
  testDeps,
  tokenFromMail,
  type SmtpPeer,
  type TestDeps,
} from "../test-support";
import { issueLinkToken } from "./link-tokens";

let database: TestDatabase;
let smtp: SmtpPeer;
let deps: TestDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpPeer();
  deps = testDeps(database.db, { mailer: smtpMailer(smtp.url) });
});
afterAll(async () => {
  await deps.mail.close();
  await smtp.close();
  await database.destroy();
});

const invalidLink = { code: "BAD_REQUEST", message: messages.server.invalidOrExpiredLink };

async function verify(token: string) {
  return createCaller(await anonymousContext(deps)).auth.verifyEmail({ token });
}

describe("email verification", () => {
  it("moves an installer from NEW to ACCEPTED and leaves a customer without a status", async () => {
    const installer = await createUser(database.db, { role: "installer" });
    const customer = await createUser(database.db);
    await verify(await issueLinkToken(database.db, installer.id, "verify_email"));
    await verify(await issueLinkToken(database.db, customer.id, "verify_email"));
    const rows = await database.db
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
    const installer = await createUser(database.db, {
      role: "installer",
      verificationStatus: "REJECTED",
    });
    await verify(await issueLinkToken(database.db, installer.id, "verify_email"));
    const row = await database.db
      .selectFrom("users")
      .select("verificationStatus")
      .where("id", "=", installer.id)
      .executeTakeFirstOrThrow();
    expect(row.verificationStatus).toBe("REJECTED");
  });

  it("refuses a used, an expired, a forged and a reset token", async () => {
    const user = await createUser(database.db);
    const used = await issueLinkToken(database.db, user.id, "verify_email");
    await verify(used);
    const dayAndMore = new Date(Date.now() - 25 * 3600 * 1000);
    const expired = await issueLinkToken(database.db, user.id, "verify_email", dayAndMore);
    const reset = await issueLinkToken(database.db, user.id, "reset_password");
    for (const token of [used, expired, "forged-token", reset, "' OR 1=1 --", "ünïcødé"]) {
      expect(await refusalOf(verify(token))).toEqual(invalidLink);
    }
  });

  it("stores only a hash of the token", async () => {
    const user = await createUser(database.db);
    const token = await issueLinkToken(database.db, user.id, "verify_email");
    const rows = await database.db
      .selectFrom("authTokens")
      .select("tokenHash")
      .where("userId", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it("resends a fresh link, and the older links stop working", async () => {
    const user = await createUser(database.db);
    const older = await issueLinkToken(database.db, user.id, "verify_email");
    const caller = createCaller(await contextFor(deps, user.id));
    expect(await caller.auth.resendVerification()).toEqual({
      message: messages.info.verificationSent,
    });
    const [mail] = await smtp.mailsTo(user.email);
    expect(await refusalOf(verify(older))).toEqual(invalidLink);
    expect(await verify(tokenFromMail(mail!, "/verify-email"))).toEqual({
      message: messages.info.emailVerified,
    });
  });

  it("does not resend once the email is verified", async () => {
    const user = await createUser(database.db, { emailVerified: true });
    const caller = createCaller(await contextFor(deps, user.id));
    expect(await caller.auth.resendVerification()).toEqual({
      message: messages.info.emailAlreadyVerified,
    });
    await deps.mail.drain();
    expect(smtp.receivedBy(user.email)).toEqual([]);
  });

  it("limits resending per account and requires a session", async () => {
    const limited = testDeps(database.db, {
      rateLimits: { verificationResendsPerAccount: { max: 1, windowMs: 60_000 } },
    });
    const user = await createUser(database.db);
    const caller = createCaller(await contextFor(limited, user.id));
    await caller.auth.resendVerification();
    expect((await refusalOf(caller.auth.resendVerification())).code).toBe("TOO_MANY_REQUESTS");
    expect(
      (await refusalOf(createCaller(await anonymousContext(deps)).auth.resendVerification())).code,
    ).toBe("UNAUTHORIZED");
  });
});
