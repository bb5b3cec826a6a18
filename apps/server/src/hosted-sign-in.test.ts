import { exportSPKI, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, outboxMailsTo, tokenFromMail } from "@uplink/api/testing";
import { hasControlCharacters, LINK_TOKEN_MAX_LENGTH, messages } from "@uplink/domain";
import { buildTestApp, type TestApp } from "./test-support";

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

const ISSUER = "https://clerk.uplink.test";
/** Served under a path: Clerk's `azp` is the origin of the page that asked, without it. */
const PUBLIC_URL = "http://uplink.test:8080/app";
const OUR_ORIGIN = "http://uplink.test:8080";

let t: TestApp;
let pinned: TestApp;
let clerkKeys: KeyPair;

beforeAll(async () => {
  clerkKeys = await generateKeyPair("RS256", { extractable: true });
  const CLERK_JWT_KEY = await exportSPKI(clerkKeys.publicKey);
  [t, pinned] = await Promise.all([
    buildTestApp({ env: { CLERK_JWT_KEY, PUBLIC_URL } }),
    buildTestApp({ env: { CLERK_JWT_KEY, PUBLIC_URL, CLERK_ISSUER: `${ISSUER}/` } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), pinned.close()]);
});

/** A session token as Clerk signs it for our site; a claim given as undefined is left out. */
function sessionToken(claims: JWTPayload = {}, keys = clerkKeys, sub = "user_hosted") {
  const payload = Object.fromEntries(
    Object.entries({
      email: "hosted@example.com",
      email_verified: true,
      first_name: "Hana",
      last_name: "Host",
      azp: OUR_ORIGIN,
      ...claims,
    }).filter(([, value]: [string, unknown]) => value !== undefined),
  );
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "RS256" })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime("1m")
    .sign(keys.privateKey);
}

async function exchange(token: string, app = t) {
  return app.app.inject({
    method: "POST",
    url: "/api/clerk/jwt",
    headers: { authorization: `Bearer ${token}` },
  });
}

function confirmLink(payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/clerk/link/confirm", payload });
}

async function clerkUserIdOf(email: string) {
  const row = await t.database.db
    .selectFrom("users")
    .select("clerkUserId")
    .where("email", "=", email)
    .executeTakeFirst();
  return row?.clerkUserId;
}

describe("POST /api/clerk/jwt with hosted sign-in configured", () => {
  it("exchanges a Clerk session token from the __session cookie for { token, user }", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/clerk/jwt",
      cookies: { __session: await sessionToken() },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: Record<string, unknown> }>();
    expect(body.user).toMatchObject({
      email: "hosted@example.com",
      firstName: "Hana",
      role: "customer",
    });
    const cookie = response.cookies.find((c) => c.name === "uplink_session");
    expect(cookie?.value).toBe(body.token);
  });

  it("takes the token as a bearer header too, and refuses a foreign one with 401", async () => {
    expect((await exchange(await sessionToken())).statusCode).toBe(200);

    const foreign = await generateKeyPair("RS256");
    const refused = await exchange(await sessionToken({}, foreign));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: messages.server.hostedSignInFailed });
  });

  it("exchanges it over tRPC as the web sends it: clerk.signIn in a batch of one with the token in its bearer header", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/trpc/clerk.signIn?batch=1",
      headers: {
        authorization: `Bearer ${await sessionToken()}`,
        "content-type": "application/json",
      },
      payload: "{}",
    });
    expect(response.statusCode).toBe(200);
    const [{ result }] =
      response.json<[{ result: { data: { token: string; user: Record<string, unknown> } } }]>();
    expect(result.data.user).toMatchObject({ email: "hosted@example.com", role: "customer" });
    expect(response.cookies.find((c) => c.name === "uplink_session")?.value).toBe(
      result.data.token,
    );

    const foreign = await t.app.inject({
      method: "POST",
      url: "/trpc/clerk.signIn?batch=1",
      headers: {
        authorization: `Bearer ${await sessionToken({}, await generateKeyPair("RS256"))}`,
        "content-type": "application/json",
      },
      payload: "{}",
    });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toMatchObject([
      { error: { message: messages.server.hostedSignInFailed } },
    ]);
  });

  it("answers 401 to a token whose email is not verified, creating nothing", async () => {
    for (const email_verified of [false, undefined]) {
      const response = await exchange(
        await sessionToken({ email: "unverified@example.com", email_verified }, clerkKeys, "u_x"),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: "UNAUTHORIZED",
        message: messages.server.hostedEmailNotVerified,
      });
    }
    expect(await clerkUserIdOf("unverified@example.com")).toBeUndefined();
  });

  it("never answers 5xx to control characters in a token's claims: a name or email with one is read as absent, a subject with one is no valid token", async () => {
    const named = await exchange(
      await sessionToken(
        { email: "nul.claims@example.com", first_name: "Ha\u0000na", family_name: "Host\u001b" },
        clerkKeys,
        "user_nul_names",
      ),
    );
    expect(named.statusCode, named.body).toBe(200);
    const { user } = named.json<{ user: { firstName: string; lastName: string } }>();
    expect(hasControlCharacters(user.firstName)).toBe(false);
    expect(hasControlCharacters(user.lastName)).toBe(false);

    const mailed = await exchange(
      await sessionToken({ email: "nul\u0000claims@example.com" }, clerkKeys, "user_nul_email"),
    );
    expect(mailed.statusCode, mailed.body).toBeLessThan(500);

    const subject = await exchange(await sessionToken({}, clerkKeys, "user_\u0000nul"));
    expect(subject.statusCode, subject.body).toBe(401);
    expect(subject.json()).toMatchObject({ message: messages.server.hostedSignInFailed });
  });

  it("answers 401 to a token for another site of the instance, or without azp", async () => {
    for (const azp of ["https://other-site.example", "http://uplink.test:8081", undefined]) {
      const response = await exchange(
        await sessionToken({ email: "elsewhere@example.com", azp }, clerkKeys, "u_elsewhere"),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: messages.server.hostedSignInNotForUs });
    }
    expect(await clerkUserIdOf("elsewhere@example.com")).toBeUndefined();
  });

  it("pins the issuer when CLERK_ISSUER is set", async () => {
    const other = await exchange(
      await sessionToken({ iss: "https://clerk.other.test" }, clerkKeys, "u_iss"),
      pinned,
    );
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({ message: messages.server.hostedSignInNotForUs });
    const ours = await exchange(await sessionToken({ iss: ISSUER }, clerkKeys, "u_iss"), pinned);
    expect(ours.statusCode).toBe(200);
  });

  it("answers 409 to a token carrying the administrator's email and links nothing", async () => {
    const admin = await createUser(t.database.db, {
      role: "administrator",
      email: "boss@example.com",
      password: "admin password",
      emailVerified: true,
    });
    const response = await exchange(
      await sessionToken({ email: "BOSS@example.com" }, clerkKeys, "user_attacker"),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "CONFLICT",
      message: messages.server.hostedSignInAdministrator,
    });
    expect(response.cookies.find((c) => c.name === "uplink_session")).toBeUndefined();
    expect(await clerkUserIdOf(admin.email)).toBeNull();
    const tokens = await t.database.db
      .selectFrom("authTokens")
      .select("id")
      .where("userId", "=", admin.id)
      .execute();
    expect(tokens).toEqual([]);
  });
});

describe("linking hosted sign-in to an account with a password", () => {
  it("answers 409, mails the owner a link, and links once they follow it", async () => {
    const email = "owner@example.com";
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: {
        firstName: "Olga",
        lastName: "Owner",
        email,
        password: "owner password",
        role: "customer",
      },
    });
    expect(signUp.statusCode).toBe(200);
    const ownerId = signUp.json<{ user: { id: string } }>().user.id;

    const claimed = await exchange(await sessionToken({ email }, clerkKeys, "user_owner"));
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json()).toMatchObject({
      code: "CONFLICT",
      message: messages.server.hostedLinkConfirmationSent,
    });
    expect(await clerkUserIdOf(email)).toBeNull();

    const [, linkMail] = await outboxMailsTo(t.dataDir, email, 2);
    expect(linkMail?.subject).toBe(messages.mail.confirmHostedLink.subject);
    expect(linkMail?.text).toContain(`${PUBLIC_URL}/link-account?token=`);
    const token = tokenFromMail(linkMail!, "/link-account");

    const confirmed = await confirmLink({ token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: messages.info.hostedIdentityLinked });
    expect(await clerkUserIdOf(email)).toBe("user_owner");
    const [, , linkedMail] = await outboxMailsTo(t.dataDir, email, 3);
    expect(linkedMail?.subject).toBe(messages.mail.hostedIdentityLinked.subject);

    const signedIn = await exchange(await sessionToken({ email }, clerkKeys, "user_owner"));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ user: { id: string } }>().user.id).toBe(ownerId);

    const reused = await confirmLink({ token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: messages.server.invalidOrExpiredLink });
  });

  it("refuses a wrong, missing or huge token with 400 and a readable message", async () => {
    const wrong = await confirmLink({ token: "no-such-token" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "BAD_REQUEST",
      message: messages.server.invalidOrExpiredLink,
    });
    for (const payload of [{}, { token: "" }, { token: "x".repeat(LINK_TOKEN_MAX_LENGTH + 1) }]) {
      const response = await confirmLink(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    const huge = await confirmLink({ token: "x".repeat(100_000) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });
});
