import { exportSPKI, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import { buildTestApp, type TestApp } from "./test-support";

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

let t: TestApp;
let clerkKeys: KeyPair;

beforeAll(async () => {
  clerkKeys = await generateKeyPair("RS256", { extractable: true });
  t = await buildTestApp({ env: { CLERK_JWT_KEY: await exportSPKI(clerkKeys.publicKey) } });
});
afterAll(async () => {
  await t.close();
});

function sessionToken(keys: KeyPair) {
  return new SignJWT({ email: "hosted@example.com", first_name: "Hana", last_name: "Host" })
    .setProtectedHeader({ alg: "RS256" })
    .setSubject("user_hosted")
    .setIssuedAt()
    .setExpirationTime("1m")
    .sign(keys.privateKey);
}

describe("POST /api/clerk/jwt with hosted sign-in configured", () => {
  it("exchanges a Clerk session token from the __session cookie for { token, user }", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/clerk/jwt",
      cookies: { __session: await sessionToken(clerkKeys) },
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
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/clerk/jwt",
      headers: { authorization: `Bearer ${await sessionToken(clerkKeys)}` },
    });
    expect(ok.statusCode).toBe(200);

    const foreign = await generateKeyPair("RS256");
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/clerk/jwt",
      headers: { authorization: `Bearer ${await sessionToken(foreign)}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: messages.server.hostedSignInFailed });
  });
});
