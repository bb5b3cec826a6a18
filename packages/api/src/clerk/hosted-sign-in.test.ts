import { exportSPKI, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { messages } from "@uplink/domain";
import {
  anonymousContext,
  contextWithToken,
  createCaller,
  createUser,
  refusalOf,
  testDeps,
  type TestDeps,
} from "../test-support";
import { CLERK_SESSION_COOKIE } from "./hosted-sign-in";

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

let database: TestDatabase;
let deps: TestDeps;
let clerkKeys: KeyPair;
let foreignKeys: KeyPair;

beforeAll(async () => {
  database = await createTestDatabase();
  clerkKeys = await generateKeyPair("RS256", { extractable: true });
  foreignKeys = await generateKeyPair("RS256", { extractable: true });
  deps = testDeps(database.db, {
    config: { clerkJwtKey: await exportSPKI(clerkKeys.publicKey) },
  });
});
afterAll(async () => {
  await database.destroy();
});

let subjectCounter = 0;

/** A session token as Clerk would sign it, with the claims our template adds. */
function sessionToken(
  claims: JWTPayload = {},
  {
    keys = clerkKeys,
    expiresIn = "1m",
    sub,
  }: { keys?: KeyPair; expiresIn?: string | number; sub?: string } = {},
) {
  subjectCounter += 1;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256" })
    .setSubject(sub ?? `user_${subjectCounter}`)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(keys.privateKey);
}

async function exchange(token: string, via: "bearer" | "cookie" = "bearer") {
  const ctx =
    via === "bearer"
      ? await contextWithToken(deps, token)
      : await anonymousContext(deps, { cookies: { [CLERK_SESSION_COOKIE]: token } });
  return { ctx, call: createCaller(ctx).clerk.signIn() };
}

const failed = { code: "UNAUTHORIZED", message: messages.server.hostedSignInFailed };

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
    const first = await (await exchange(await sessionToken(claims, { sub: "user_again" }))).call;
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

  it("links an existing local account by email, whatever its case", async () => {
    const local = await createUser(database.db, {
      email: "Linked@Example.com",
      role: "installer",
    });
    const result = await (
      await exchange(
        await sessionToken({ email: "linked@example.com", metadata: { role: "customer" } }),
      )
    ).call;
    expect(result.user).toMatchObject({
      id: local.id,
      role: "installer",
      emailVerified: true,
      verificationStatus: "ACCEPTED",
    });
  });

  it("never makes anyone an administrator, and defaults the role to customer", async () => {
    const result = await (
      await exchange(
        await sessionToken({
          email: "sneaky@example.com",
          public_metadata: { role: "administrator" },
        }),
      )
    ).call;
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
    const created = await database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "mallory@example.com")
      .execute();
    expect(created).toEqual([]);
  });

  it("refuses a first sign-in whose token carries no email", async () => {
    expect(await refusalOf((await exchange(await sessionToken())).call)).toEqual(failed);
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
