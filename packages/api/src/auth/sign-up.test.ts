import { describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import {
  anonymousContext,
  contextWithToken,
  createCaller,
  refusalOf,
  smtpMailer,
  testConfig,
  testDeps,
  tokenFromMail,
  useTestApi,
} from "../testing";

const api = useTestApi({ smtp: true });

const payload = (email: string, role: "customer" | "installer") => ({
  firstName: "Anna",
  lastName: "Schmidt",
  email,
  phone: "+49 151 23456789",
  password: "correct horse",
  role,
});

describe("sign-up", () => {
  it.each(["customer", "installer"] as const)(
    "creates a %s, signs them in and mails a verification link that works once",
    async (role) => {
      const email = `${role}.signup@example.com`;
      const ctx = await anonymousContext(api.deps);
      const result = await createCaller(ctx).auth.signUp(payload(email, role));

      expect(result.user).toMatchObject({
        firstName: "Anna",
        lastName: "Schmidt",
        email,
        // In international form the number names its country: stored in E.164.
        phone: "+4915123456789",
        role,
        emailVerified: false,
        verificationStatus: role === "installer" ? "NEW" : null,
      });
      expect(ctx.cookies.set.map((cookie) => cookie.token)).toEqual([result.token]);
      const me = await createCaller(await contextWithToken(api.deps, result.token)).auth.me();
      expect(me.user.id).toBe(result.user.id);

      const [mail] = await api.smtp.mailsTo(email);
      expect(mail?.subject).toBe(messages.mail.verifyEmail.subject);
      expect(mail?.text).toContain(`${testConfig.publicUrl}/verify-email?token=`);
      expect(mail?.html).toContain(`${testConfig.publicUrl}/verify-email?token=`);
      const token = tokenFromMail(mail!, "/verify-email");

      const anonymous = createCaller(await anonymousContext(api.deps));
      expect(await anonymous.auth.verifyEmail({ token })).toEqual({
        message: messages.info.emailVerified,
      });
      const verified = await createCaller(await contextWithToken(api.deps, result.token)).auth.me();
      expect(verified.user.emailVerified).toBe(true);
      expect(verified.user.verificationStatus).toBe(role === "installer" ? "ACCEPTED" : null);

      expect(await refusalOf(anonymous.auth.verifyEmail({ token }))).toEqual({
        code: "BAD_REQUEST",
        message: messages.server.invalidOrExpiredLink,
      });
    },
  );

  it("stores the password hashed, never as typed", async () => {
    const caller = createCaller(await anonymousContext(api.deps));
    const { user } = await caller.auth.signUp(payload("hashed@example.com", "customer"));
    const row = await api.db
      .selectFrom("users")
      .select("passwordHash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain("correct horse");
  });

  it("refuses an email that is taken, whatever its case, with 409, and tells its owner", async () => {
    const caller = createCaller(await anonymousContext(api.deps));
    await caller.auth.signUp(payload("taken@example.com", "customer"));
    expect(await refusalOf(caller.auth.signUp(payload("Taken@Example.COM", "installer")))).toEqual({
      code: "CONFLICT",
      message: messages.server.emailTaken,
    });
    const [, attempt] = await api.smtp.mailsTo("taken@example.com", 2);
    expect(attempt?.subject).toBe(messages.mail.signUpAttempt.subject);
    expect(attempt?.text).toContain(messages.mail.signUpAttempt.body);
    expect(attempt?.text).toContain(`${testConfig.publicUrl}/forgot-password`);
    const users = await api.db
      .selectFrom("users")
      .select("id")
      .where("email", "ilike", "taken@example.com")
      .execute();
    expect(users).toHaveLength(1);
  });

  it("mails the owner of a taken email at most three times an hour, however often it is tried", async () => {
    const owner = "often.tried@example.com";
    await createCaller(await anonymousContext(api.deps)).auth.signUp(payload(owner, "customer"));
    const attempts = await Promise.all(
      Array.from({ length: 6 }, async (_, i) =>
        refusalOf(
          createCaller(await anonymousContext(api.deps, { ip: `192.0.2.${i}` })).auth.signUp(
            payload(owner, "customer"),
          ),
        ),
      ),
    );
    expect(attempts.every((refusal) => refusal.message === messages.server.emailTaken)).toBe(true);
    await api.deps.mail.drain();
    const mails = api.smtp.receivedBy(owner);
    expect(
      mails.filter((mail) => mail.subject === messages.mail.signUpAttempt.subject),
    ).toHaveLength(3);
  });

  it("keeps the account when the verification mail cannot be sent, and resending works", async () => {
    const unreachable = testDeps(api.db, { mailer: smtpMailer("smtp://127.0.0.1:1") });
    const ctx = await anonymousContext(unreachable);
    const { token, user } = await createCaller(ctx).auth.signUp(
      payload("mail.down@example.com", "installer"),
    );
    await unreachable.mail.drain();
    expect(unreachable.log.lines).toContainEqual(
      expect.objectContaining({ level: "error", message: "mail could not be sent" }),
    );

    const signedIn = createCaller(await contextWithToken(api.deps, token));
    expect((await signedIn.auth.me()).user.id).toBe(user.id);
    expect(await signedIn.auth.resendVerification()).toEqual({
      message: messages.info.verificationSent,
    });
    const [mail] = await api.smtp.mailsTo("mail.down@example.com");
    await createCaller(await anonymousContext(api.deps)).auth.verifyEmail({
      token: tokenFromMail(mail!, "/verify-email"),
    });
    expect((await signedIn.auth.me()).user.verificationStatus).toBe("ACCEPTED");
  });

  it("is limited per client address", async () => {
    const limited = testDeps(api.db, {
      rateLimits: { signUpsPerIp: { max: 1, windowMs: 60_000 } },
    });
    // An address of its own: the other tests' sign-ups are counted in the same database.
    const caller = createCaller(await anonymousContext(limited, { ip: "203.0.113.42" }));
    await caller.auth.signUp(payload("first.limited@example.com", "customer"));
    expect(
      await refusalOf(caller.auth.signUp(payload("second.limited@example.com", "customer"))),
    ).toEqual({ code: "TOO_MANY_REQUESTS", message: messages.server.rateLimited });
  });
});
