import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import { createUser, outboxMailsTo } from "@uplink/api/testing";
import type { UserRow } from "@uplink/db";
import { messages } from "@uplink/domain";
import { buildTestApp, type TestApp } from "./test-support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An account that signs in only through the hosted provider, and a session of it. */
async function hostedOnlyAccount(): Promise<{ user: UserRow; headers: Record<string, string> }> {
  const user = await createUser(t.database.db, { emailVerified: true });
  const { token } = await createSession(t.database.db, user.id);
  return { user, headers: { authorization: `Bearer ${token}` } };
}

async function mailedCode(user: UserRow, nth = 1): Promise<string> {
  const mails = await outboxMailsTo(t.dataDir, user.email, nth);
  const code = /^(\d{6})$/m.exec(mails[nth - 1]?.text ?? "")?.[1];
  if (!code) throw new Error("no code in the mail");
  return code;
}

describe("REST: deleting an account without a password", () => {
  it("GET /api/auth/me tells whether the account has a password", async () => {
    const { headers } = await hostedOnlyAccount();
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(me.json<{ user: { hasPassword: boolean } }>().user.hasPassword).toBe(false);

    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: {
        firstName: "Anna",
        lastName: "Schmidt",
        email: "rest.has.password@example.com",
        password: "correct horse",
        role: "customer",
      },
    });
    expect(signUp.json<{ user: { hasPassword: boolean } }>().user.hasPassword).toBe(true);
  });

  it("POST /api/me/delete/code mails a code that POST /api/me/delete takes once", async () => {
    const { user, headers } = await hostedOnlyAccount();
    const requested = await t.app.inject({ method: "POST", url: "/api/me/delete/code", headers });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ message: messages.info.deleteAccountCodeSent });
    const code = await mailedCode(user);

    const remove = (payload: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/me/delete", headers, payload });
    const malformed = await remove({ code: "12ab56" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: messages.validation.deleteAccountCodeInvalid,
    });
    const wrong = await remove({ code: code === "000000" ? "000001" : "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: messages.server.wrongDeleteAccountCode });
    const missing = await remove({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: messages.server.deleteAccountCodeRequired });

    const done = await remove({ code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(me.statusCode).toBe(401);
  });

  it("DELETE /api/me takes the code too, and the request log never shows it", async () => {
    const { user, headers } = await hostedOnlyAccount();
    await t.app.inject({ method: "POST", url: "/api/me/delete/code", headers });
    const code = await mailedCode(user);
    const done = await t.app.inject({ method: "DELETE", url: `/api/me?code=${code}`, headers });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true });
    expect(t.logs()).toContain("/api/me?code=[redacted]");
    expect(t.logs()).not.toContain(`code=${code}`);
  });

  it("refuses a code to an account with a password, and to nobody signed in", async () => {
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: {
        firstName: "Paul",
        lastName: "Passwort",
        email: "rest.code.with.password@example.com",
        password: "correct horse",
        role: "customer",
      },
    });
    const { token } = signUp.json<{ token: string }>();
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/me/delete/code",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: messages.server.deleteAccountCodeNeedsNoPassword,
    });

    const anonymous = await t.app.inject({ method: "POST", url: "/api/me/delete/code" });
    expect(anonymous.statusCode).toBe(401);
  });
});
