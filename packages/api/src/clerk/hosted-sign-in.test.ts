import { exportSPKI, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { HOSTED_LINK_TTL_MS, LINK_TOKEN_MAX_LENGTH, messages } from "@uplink/domain";
import type { ApiConfig } from "../config";
import { issueLinkToken } from "../auth/link-tokens";
import { hashOpaqueToken } from "../auth/opaque-token";
import type { RateLimits } from "../rate-limit/rate-limiter";
import {
  anonymousContext,
  contextWithToken,
  createCaller,
  createUser,
  refusalOf,
  smtpMailer,
  startSmtpPeer,
  testConfig,
  testDeps,
  tokenFromMail,
  type SmtpPeer,
  type TestDeps,
} from "../testing";
import { CLERK_SESSION_COOKIE } from "./hosted-sign-in";

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

let database: TestDatabase;
let smtp: SmtpPeer;
let deps: TestDeps;
let clerkKeys: KeyPair;
let foreignKeys: KeyPair;
let clerkJwtKey: string;

/** What Clerk puts in `azp`: the origin of the page that asked, here PUBLIC_URL's. */
const OUR_ORIGIN = new URL(testConfig.publicUrl).origin;
const ISSUER = "https://clerk.uplink.test";

/** Dependencies sharing the database and the SMTP peer, with their own limits and config. */
function depsWith(options: { config?: Partial<ApiConfig>; rateLimits?: Partial<RateLimits> }) {
  return testDeps(database.db, {
    config: { clerkJwtKey, ...options.config },
    mailer: smtpMailer(smtp.url),
    // This file signs in far more often than one address may.
    rateLimits: { hostedSignInsPerIp: { max: 10_000, windowMs: 60_000 }, ...options.rateLimits },
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpPeer();
  clerkKeys = await generateKeyPair("RS256", { extractable: true });
  foreignKeys = await generateKeyPair("RS256", { extractable: true });
  clerkJwtKey = await exportSPKI(clerkKeys.publicKey);
  deps = depsWith({});
});
afterAll(async () => {
  await deps.mail.close();
  await smtp.close();
  await database.destroy();
});

let subjectCounter = 0;

/**
 * A session token as Clerk would sign it for our site, with the claims our template
 * adds; a claim given as undefined is left out.
 */
function sessionToken(
  claims: JWTPayload = {},
  {
    keys = clerkKeys,
    expiresIn = "1m",
    sub,
  }: { keys?: KeyPair; expiresIn?: string | number; sub?: string } = {},
) {
  subjectCounter += 1;
  const payload = Object.fromEntries(
    Object.entries({ azp: OUR_ORIGIN, email_verified: true, ...claims }).filter(
      ([, value]: [string, unknown]) => value !== undefined,
    ),
  );
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "RS256" })
    .setSubject(sub ?? `user_${subjectCounter}`)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(keys.privateKey);
}

async function exchange(token: string, via: "bearer" | "cookie" = "bearer", with_ = deps) {
  const ctx =
    via === "bearer"
      ? await contextWithToken(with_, token)
      : await anonymousContext(with_, { cookies: { [CLERK_SESSION_COOKIE]: token } });
  return { ctx, call: createCaller(ctx).clerk.signIn() };
}

async function signIn(claims: JWTPayload, options: { sub?: string } = {}) {
  return (await exchange(await sessionToken(claims, options))).call;
}

async function confirmLink(token: string, with_ = deps) {
  return createCaller(await anonymousContext(with_)).clerk.confirmLink({ token });
}

async function userRow(id: string): Promise<UserRow> {
  return database.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

async function usersWithEmail(email: string) {
  return database.db.selectFrom("users").select("id").where("email", "=", email).execute();
}

async function hostedLinkTokens(userId: string) {
  return database.db
    .selectFrom("authTokens")
    .selectAll()
    .where("userId", "=", userId)
    .where("purpose", "=", "link_hosted_identity")
    .execute();
}

const failed = { code: "UNAUTHORIZED", message: messages.server.hostedSignInFailed };
const notForUs = { code: "UNAUTHORIZED", message: messages.server.hostedSignInNotForUs };
const emailNotVerified = { code: "UNAUTHORIZED", message: messages.server.hostedEmailNotVerified };
const administrator = { code: "CONFLICT", message: messages.server.hostedSignInAdministrator };
const confirmFromMail = { code: "CONFLICT", message: messages.server.hostedLinkConfirmationSent };
const invalidLink = { code: "BAD_REQUEST", message: messages.server.invalidOrExpiredLink };

describe("hosted sign-in (POST /api/clerk/jwt)", () => {
  it("creates a verified local user on first sight and returns a local session", async () => {
    const token = await sessionToken({
      email: "clara@example.com",
      first_name: "Clara",
      last_name: "Klein",
      public_metadata: { role: "installer" },
    });
    const { ctx, call } = await exchange(token);
    const result = await call;
    expect(result.user).toMatchObject({
      email: "clara@example.com",
      firstName: "Clara",
      lastName: "Klein",
      role: "installer",
      emailVerified: true,
      verificationStatus: "ACCEPTED",
    });
    expect(ctx.cookies.set.map((cookie) => cookie.token)).toEqual([result.token]);
    const me = await createCaller(await contextWithToken(deps, result.token)).auth.me();
    expect(me.user.id).toBe(result.user.id);
  });

  it("finds the same user again by the Clerk user id, from the __session cookie too", async () => {
    const claims = { email: "again@example.com", given_name: "Gina", family_name: "Gast" };
    const first = await signIn(claims, { sub: "user_again" });
    const second = await (
      await exchange(await sessionToken(claims, { sub: "user_again" }), "cookie")
    ).call;
    expect(second.user.id).toBe(first.user.id);
    expect(second.user).toMatchObject({ firstName: "Gina", lastName: "Gast", role: "customer" });
    expect(second.token).not.toBe(first.token);
  });

  it("creates one user when the SPA asks twice at once", async () => {
    const claims = { email: "twice@example.com" };
    const tokens = await Promise.all([
      sessionToken(claims, { sub: "user_twice" }),
      sessionToken(claims, { sub: "user_twice" }),
    ]);
    const [first, second] = await Promise.all(
      tokens.map(async (token) => (await exchange(token)).call),
    );
    expect(second?.user.id).toBe(first?.user.id);
  });

  it("never makes anyone an administrator, and defaults the role to customer", async () => {
    const result = await signIn({
      email: "sneaky@example.com",
      public_metadata: { role: "administrator" },
    });
    expect(result.user.role).toBe("customer");
  });

  it("refuses a token signed by another key, an expired one and garbage with 401", async () => {
    const claims = { email: "mallory@example.com" };
    const foreign = await sessionToken(claims, { keys: foreignKeys });
    const expired = await sessionToken(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    for (const token of [foreign, expired, "a.b.c", "not-a-jwt"]) {
      expect(await refusalOf((await exchange(token)).call)).toEqual(failed);
    }
    expect(await refusalOf(createCaller(await anonymousContext(deps)).clerk.signIn())).toEqual(
      failed,
    );
    expect(await usersWithEmail("mallory@example.com")).toEqual([]);
  });

  it("refuses a first sign-in whose token carries no email", async () => {
    expect(await refusalOf(signIn({}))).toEqual(failed);
  });

  it("answers 404 with a clear message when hosted sign-in is not configured", async () => {
    const unconfigured = testDeps(database.db);
    const token = await sessionToken({ email: "x@example.com" });
    const caller = createCaller(await contextWithToken(unconfigured, token));
    expect(await refusalOf(caller.clerk.signIn())).toEqual({
      code: "NOT_FOUND",
      message: messages.server.hostedSignInDisabled,
    });
  });
});

describe("hosted sign-in refuses tokens that do not vouch for a verified email of ours", () => {
  it("refuses email_verified false or missing with 401, creating and linking nothing", async () => {
    const local = await createUser(database.db, { email: "unverified-owner@example.com" });
    for (const verified of [false, undefined, "true", 1]) {
      for (const email of ["unverified@example.com", local.email]) {
        expect(await refusalOf(signIn({ email, email_verified: verified }))).toEqual(
          emailNotVerified,
        );
      }
    }
    expect(await usersWithEmail("unverified@example.com")).toEqual([]);
    expect((await userRow(local.id)).clerkUserId).toBeNull();
  });

  it("refuses even a linked user's token without a verified email", async () => {
    const first = await signIn({ email: "linked-before@example.com" }, { sub: "user_linked" });
    expect(first.user.email).toBe("linked-before@example.com");
    expect(
      await refusalOf(
        signIn(
          { email: "linked-before@example.com", email_verified: false },
          { sub: "user_linked" },
        ),
      ),
    ).toEqual(emailNotVerified);
  });

  it("refuses a token for another site of the instance (azp) or without azp with 401", async () => {
    const origins = [
      "https://evil.example",
      `${OUR_ORIGIN}.evil.example`,
      `${OUR_ORIGIN}/`,
      "HTTP://UPLINK.TEST",
      undefined,
      "",
      ["http://uplink.test"],
    ];
    for (const azp of origins) {
      expect(await refusalOf(signIn({ email: "other-site@example.com", azp }))).toEqual(notForUs);
    }
    expect(await usersWithEmail("other-site@example.com")).toEqual([]);
  });

  it("takes PUBLIC_URL's origin as the authorized party, whatever its path", async () => {
    const mounted = depsWith({ config: { publicUrl: "https://uplink.example:8443/app" } });
    const token = await sessionToken({
      email: "mounted@example.com",
      azp: "https://uplink.example:8443",
    });
    expect((await (await exchange(token, "bearer", mounted)).call).user.email).toBe(
      "mounted@example.com",
    );
    await mounted.mail.close();
  });

  it("checks the issuer when CLERK_ISSUER is set, and only then", async () => {
    const pinned = depsWith({ config: { clerkIssuer: ISSUER } });
    const claims = { email: "issuer@example.com" };
    for (const iss of ["https://clerk.other.test", `${ISSUER}/`, undefined]) {
      const token = await sessionToken({ ...claims, iss });
      expect(await refusalOf((await exchange(token, "bearer", pinned)).call)).toEqual(notForUs);
    }
    expect(await usersWithEmail("issuer@example.com")).toEqual([]);

    const ours = await sessionToken({ ...claims, iss: ISSUER }, { sub: "user_issuer" });
    expect((await (await exchange(ours, "bearer", pinned)).call).user.email).toBe(claims.email);
    const unpinned = await sessionToken(
      { ...claims, iss: "https://clerk.other.test" },
      { sub: "user_issuer" },
    );
    expect((await (await exchange(unpinned)).call).user.email).toBe(claims.email);
    await pinned.mail.close();
  });
});

describe("hosted sign-in and existing accounts", () => {
  it("answers 409 for an administrator's email and links nothing", async () => {
    const admin = await createUser(database.db, {
      role: "administrator",
      email: "Root@Example.com",
      password: "admin password",
      emailVerified: true,
    });
    expect(await refusalOf(signIn({ email: "root@example.com" }))).toEqual(administrator);
    const row = await userRow(admin.id);
    expect(row.clerkUserId).toBeNull();
    expect(row.passwordHash).toBe(admin.passwordHash);
    expect(await hostedLinkTokens(admin.id)).toEqual([]);
  });

  it("answers 409 for an administrator without a password too", async () => {
    const admin = await createUser(database.db, { role: "administrator" });
    expect(await refusalOf(signIn({ email: admin.email }))).toEqual(administrator);
    expect((await userRow(admin.id)).clerkUserId).toBeNull();
    expect(await hostedLinkTokens(admin.id)).toEqual([]);
  });

  it("refuses an administrator linked before this rule, by the hosted user id", async () => {
    const admin = await createUser(database.db, { role: "administrator" });
    await database.db
      .updateTable("users")
      .set({ clerkUserId: "user_old_admin_link" })
      .where("id", "=", admin.id)
      .execute();
    expect(
      await refusalOf(signIn({ email: "anyone@example.com" }, { sub: "user_old_admin_link" })),
    ).toEqual(administrator);
  });

  it("links a password-less account by email, whatever its case, and mails its owner", async () => {
    const local = await createUser(database.db, {
      // The SMTP peer sees the domain lower-cased, as mail software writes it.
      email: "Linked@example.com",
      role: "installer",
    });
    const result = await signIn(
      { email: "linked@EXAMPLE.com", metadata: { role: "customer" } },
      { sub: "user_linked_by_email" },
    );
    expect(result.user).toMatchObject({
      id: local.id,
      role: "installer",
      emailVerified: true,
      verificationStatus: "ACCEPTED",
    });
    expect((await userRow(local.id)).clerkUserId).toBe("user_linked_by_email");
    const [mail] = await smtp.mailsTo(local.email);
    expect(mail?.subject).toBe(messages.mail.hostedIdentityLinked.subject);
    expect(mail?.text).toContain(messages.mail.hostedIdentityLinked.body);
  });

  it("links a password-less account once when asked twice at once", async () => {
    const local = await createUser(database.db);
    const tokens = await Promise.all([
      sessionToken({ email: local.email }, { sub: "user_link_twice" }),
      sessionToken({ email: local.email }, { sub: "user_link_twice" }),
    ]);
    const results = await Promise.all(tokens.map(async (token) => (await exchange(token)).call));
    expect(results.map((result) => result.user.id)).toEqual([local.id, local.id]);
    const [mail] = await smtp.mailsTo(local.email);
    expect(mail?.subject).toBe(messages.mail.hostedIdentityLinked.subject);
  });

  it("does not link an account with a password: 409, and its owner is mailed a link", async () => {
    const owner = await createUser(database.db, { password: "owner's password" });
    const before = Date.now();
    expect(await refusalOf(signIn({ email: owner.email }, { sub: "user_claimant" }))).toEqual(
      confirmFromMail,
    );
    expect((await userRow(owner.id)).clerkUserId).toBeNull();

    const [mail] = await smtp.mailsTo(owner.email);
    expect(mail?.subject).toBe(messages.mail.confirmHostedLink.subject);
    expect(mail?.text).toContain(messages.mail.confirmHostedLink.note);
    const token = tokenFromMail(mail!, "/link-account");
    expect(mail?.text).toContain(`${testConfig.publicUrl}/link-account?token=${token}`);

    const [stored] = await hostedLinkTokens(owner.id);
    expect(stored).toMatchObject({
      tokenHash: hashOpaqueToken(token),
      payload: { clerkUserId: "user_claimant" },
      usedAt: null,
    });
    const expiresIn = stored!.expiresAt.getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(HOSTED_LINK_TTL_MS);
    expect(expiresIn).toBeLessThan(HOSTED_LINK_TTL_MS + 60_000);
    expect(JSON.stringify(await hostedLinkTokens(owner.id))).not.toContain(token);
  });

  it("links the account once its owner follows the mailed link, and tells them", async () => {
    const owner = await createUser(database.db, { password: "owner's password" });
    await refusalOf(signIn({ email: owner.email }, { sub: "user_confirmed" }));
    const token = tokenFromMail((await smtp.mailsTo(owner.email))[0]!, "/link-account");

    expect(await confirmLink(token)).toEqual({ message: messages.info.hostedIdentityLinked });
    const linked = await userRow(owner.id);
    expect(linked).toMatchObject({ clerkUserId: "user_confirmed", emailVerified: true });
    expect(linked.passwordHash).toBe(owner.passwordHash);
    const [, mail] = await smtp.mailsTo(owner.email, 2);
    expect(mail?.subject).toBe(messages.mail.hostedIdentityLinked.subject);

    const result = await signIn({ email: owner.email }, { sub: "user_confirmed" });
    expect(result.user.id).toBe(owner.id);
    expect(await refusalOf(confirmLink(token))).toEqual(invalidLink);
  });

  it("asks the owner to confirm before moving an account to another hosted identity", async () => {
    const first = await signIn({ email: "moving@example.com" }, { sub: "user_first_identity" });
    expect(
      await refusalOf(signIn({ email: "moving@example.com" }, { sub: "user_second_identity" })),
    ).toEqual(confirmFromMail);
    expect((await userRow(first.user.id)).clerkUserId).toBe("user_first_identity");

    const token = tokenFromMail((await smtp.mailsTo("moving@example.com"))[0]!, "/link-account");
    await confirmLink(token);
    expect((await userRow(first.user.id)).clerkUserId).toBe("user_second_identity");
    expect(
      (await signIn({ email: "moving@example.com" }, { sub: "user_second_identity" })).user.id,
    ).toBe(first.user.id);
  });

  it("mails one link when the SPA asks twice at once, and the link mailed keeps working", async () => {
    const owner = await createUser(database.db, { password: "owner's password" });
    const tokens = await Promise.all(
      [1, 2, 3].map(() => sessionToken({ email: owner.email }, { sub: "user_eager" })),
    );
    const refusals = await Promise.all(
      tokens.map(async (token) => refusalOf((await exchange(token)).call)),
    );
    expect(refusals).toEqual([confirmFromMail, confirmFromMail, confirmFromMail]);
    expect(await hostedLinkTokens(owner.id)).toHaveLength(1);

    const token = tokenFromMail((await smtp.mailsTo(owner.email))[0]!, "/link-account");
    expect(await confirmLink(token)).toEqual({ message: messages.info.hostedIdentityLinked });
  });

  it("limits how often an account's owner is mailed links (429)", async () => {
    const limited = depsWith({
      rateLimits: { hostedLinkRequestsPerAccount: { max: 2, windowMs: 60 * 60 * 1000 } },
    });
    const owner = await createUser(database.db, { password: "owner's password" });
    for (const sub of ["user_spam_1", "user_spam_2"]) {
      const token = await sessionToken({ email: owner.email }, { sub });
      expect(await refusalOf((await exchange(token, "bearer", limited)).call)).toEqual(
        confirmFromMail,
      );
    }
    const third = await sessionToken({ email: owner.email }, { sub: "user_spam_3" });
    expect(await refusalOf((await exchange(third, "bearer", limited)).call)).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: messages.server.rateLimited,
    });
    const pending = await hostedLinkTokens(owner.id);
    expect(pending.map((row) => row.payload)).toEqual([{ clerkUserId: "user_spam_2" }]);
    await limited.mail.close();
  });
});

describe("confirming a hosted link (POST /api/clerk/link/confirm)", () => {
  async function pendingLink(owner: UserRow, clerkUserId: string, issuedAt = new Date()) {
    return issueLinkToken(database.db, owner.id, "link_hosted_identity", issuedAt, {
      clerkUserId,
    });
  }

  it("refuses an expired, an unknown and another purpose's token, linking nothing", async () => {
    const owner = await createUser(database.db, { password: "owner's password" });
    const expired = await pendingLink(
      owner,
      "user_late",
      new Date(Date.now() - HOSTED_LINK_TTL_MS - 1000),
    );
    const verification = await issueLinkToken(database.db, owner.id, "verify_email");
    for (const token of [expired, verification, `${expired}x`, "unknown-token"]) {
      expect(await refusalOf(confirmLink(token))).toEqual(invalidLink);
    }
    expect((await userRow(owner.id)).clerkUserId).toBeNull();
  });

  it("refuses a missing or huge token as invalid input", async () => {
    expect(await refusalOf(confirmLink(""))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await refusalOf(confirmLink("x".repeat(LINK_TOKEN_MAX_LENGTH + 1)))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("links once when the link is followed twice at once", async () => {
    const owner = await createUser(database.db, { password: "owner's password" });
    const token = await pendingLink(owner, "user_double_click");
    const outcomes = await Promise.allSettled([confirmLink(token), confirmLink(token)]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect((await userRow(owner.id)).clerkUserId).toBe("user_double_click");
  });

  it("answers 409 when the hosted identity was linked to another account meanwhile", async () => {
    const owner = await createUser(database.db, { password: "owner's password" });
    const token = await pendingLink(owner, "user_taken_meanwhile");
    await signIn({ email: "taker@example.com" }, { sub: "user_taken_meanwhile" });
    expect(await refusalOf(confirmLink(token))).toEqual({
      code: "CONFLICT",
      message: messages.server.hostedIdentityLinkedElsewhere,
    });
    expect((await userRow(owner.id)).clerkUserId).toBeNull();
  });

  it("never links an administrator, even with a token", async () => {
    const admin = await createUser(database.db, { role: "administrator", password: "admin pw" });
    const token = await pendingLink(admin, "user_admin_token");
    expect(await refusalOf(confirmLink(token))).toEqual(administrator);
    expect((await userRow(admin.id)).clerkUserId).toBeNull();
  });

  it("refuses a link to an account deleted since", async () => {
    const owner = await createUser(database.db, { password: "owner's password" });
    const token = await pendingLink(owner, "user_deleted_owner");
    await database.db
      .updateTable("users")
      .set({ anonymisedAt: new Date() })
      .where("id", "=", owner.id)
      .execute();
    expect(await refusalOf(confirmLink(token))).toEqual(invalidLink);
    expect((await userRow(owner.id)).clerkUserId).toBeNull();
  });
});
