import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdminAccount } from "@uplink/api/server";
import { outboxMailsTo, tokenFromMail } from "@uplink/api/testing";
import { messages } from "@uplink/domain";
import { buildTestApp, type TestApp } from "./test-support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const password = "correct horse";

function signUp(email: string, role: "customer" | "installer" = "customer") {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { firstName: "Anna", lastName: "Schmidt", email, password, role },
  });
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

function sessionCookie(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((cookie) => cookie.name === "uplink_session");
}

describe("REST account paths", () => {
  it("POST /api/auth/signup answers { token, user }, sets the cookie and mails the link", async () => {
    const response = await signUp("rest.signup@example.com", "installer");
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: Record<string, unknown> }>();
    expect(Object.keys(body).sort()).toEqual(["token", "user"]);
    expect(body.user).toMatchObject({
      email: "rest.signup@example.com",
      role: "installer",
      emailVerified: false,
      verificationStatus: "NEW",
    });
    const cookie = response.cookies.find((c) => c.name === "uplink_session");
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: "Lax", path: "/" });

    const [mail] = await outboxMailsTo(t.dataDir, "rest.signup@example.com");
    expect(mail?.text).toContain("http://localhost:3000/verify-email?token=");
    const verify = () =>
      t.app.inject({
        method: "POST",
        url: "/api/verify-email",
        payload: { token: tokenFromMail(mail!, "/verify-email") },
      });
    const first = await verify();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: messages.info.emailVerified });
    const again = await verify();
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: "BAD_REQUEST",
      message: messages.server.invalidOrExpiredLink,
    });
  });

  it("POST /api/auth/signup answers 409 for a taken email", async () => {
    await signUp("rest.taken@example.com");
    const response = await signUp("REST.Taken@example.com");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "CONFLICT",
      message: messages.server.emailTaken,
    });
  });

  it("POST /api/auth/signin answers { token, user } or 401 'Invalid email or password'", async () => {
    await signUp("rest.signin@example.com");
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email: "rest.signin@example.com", password },
    });
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual(["token", "user"]);
    expect(sessionCookie(ok)?.value).toBe(ok.json<{ token: string }>().token);

    for (const payload of [
      { email: "rest.signin@example.com", password: "wrong" },
      { email: "nobody@example.com", password },
    ]) {
      const refused = await t.app.inject({ method: "POST", url: "/api/auth/signin", payload });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        code: "UNAUTHORIZED",
        message: "Invalid email or password",
      });
    }
  });

  it("GET /api/auth/me answers { user } for the bearer token or the cookie, 401 otherwise", async () => {
    const { token } = (await signUp("rest.me@example.com")).json<{ token: string }>();
    const byBearer = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: bearer(token),
    });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toEqual({
      user: expect.objectContaining({ email: "rest.me@example.com" }),
    });
    const byCookie = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      cookies: { uplink_session: token },
    });
    expect(byCookie.statusCode).toBe(200);
    for (const headers of [{}, bearer("garbage")]) {
      const refused = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        code: "UNAUTHORIZED",
        message: messages.server.notSignedIn,
      });
    }
  });

  it("POST /api/auth/signout, sent without a body, revokes the session and clears the cookie", async () => {
    const { token } = (await signUp("rest.signout@example.com")).json<{ token: string }>();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signout",
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(sessionCookie(response)).toMatchObject({ value: "", expires: new Date(0) });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it("auth.signOut over tRPC, as the web sends it (a batch of one with its own bearer header), revokes the session", async () => {
    const { token } = (await signUp("trpc.signout@example.com")).json<{ token: string }>();
    const response = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.signOut?batch=1",
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ result: { data: { success: true } } }]);
    expect(sessionCookie(response)).toMatchObject({ value: "", expires: new Date(0) });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it("POST /api/auth/resend-verification, sent without a body, mails a new link", async () => {
    const { token } = (await signUp("rest.resend@example.com")).json<{ token: string }>();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/resend-verification",
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.info.verificationSent });
    await outboxMailsTo(t.dataDir, "rest.resend@example.com", 2);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/auth/resend-verification" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("POST /api/auth/forgot-password and /reset-password answer { message }", async () => {
    await signUp("rest.reset@example.com");
    for (const email of ["rest.reset@example.com", "nobody.reset@example.com"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: "If an account exists, a reset link has been sent.",
      });
    }
    const [, resetMail] = await outboxMailsTo(t.dataDir, "rest.reset@example.com", 2);
    const token = tokenFromMail(resetMail!, "/reset-password");
    const reset = (body: object) =>
      t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: body });

    const done = await reset({ token, password: "brand new password" });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: messages.info.passwordUpdated });
    const reused = await reset({ token, password: "another password" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: messages.server.invalidOrExpiredLink });
  });

  it("POST /api/auth/change-password answers { success: true }, or 400 for a wrong current password", async () => {
    const { token } = (await signUp("rest.change@example.com")).json<{ token: string }>();
    const change = (currentPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        headers: bearer(token),
        payload: { currentPassword, newPassword: "brand new password" },
      });
    const wrong = await change("wrong");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: messages.server.wrongCurrentPassword });
    const ok = await change(password);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
  });

  it("GET /api/me/export answers the caller's data", async () => {
    const { token, user } = (await signUp("rest.export@example.com")).json<{
      token: string;
      user: { id: string };
    }>();
    const response = await t.app.inject({
      method: "GET",
      url: "/api/me/export",
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({ profile: { id: user.id }, leads: [], ledgerEntries: [] });
    expect(response.body).not.toMatch(/argon2|passwordHash|tokenHash/);
    expect((await t.app.inject({ method: "GET", url: "/api/me/export" })).statusCode).toBe(401);
  });

  it("DELETE /api/me takes the password in X-Confirm-Password, never logs it, and clears the cookie", async () => {
    const { token } = (await signUp("rest.delete@example.com")).json<{ token: string }>();
    const remove = (headers: Record<string, string>) =>
      t.app.inject({ method: "DELETE", url: "/api/me", headers: { ...bearer(token), ...headers } });

    const missing = await remove({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: messages.server.passwordConfirmationRequired });
    const wrong = await remove({ "x-confirm-password": "wrong-password-value" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: messages.server.wrongCurrentPassword });

    const done = await remove({ "x-confirm-password": password });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true });
    expect(sessionCookie(done)).toMatchObject({ value: "", expires: new Date(0) });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email: "rest.delete@example.com", password },
    });
    expect(signIn.statusCode).toBe(401);
    expect(t.logs()).not.toContain("wrong-password-value");
    expect(t.logs()).not.toContain(password);
  });

  it("POST /api/me/delete takes the password in the body, whatever its characters", async () => {
    const unicodePassword = "Пароль-密码-🔑-straße";
    const signUpResponse = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: {
        firstName: "Ørjan",
        lastName: "Łukasz",
        email: "rest.delete.body@example.com",
        password: unicodePassword,
        role: "customer",
      },
    });
    const { token } = signUpResponse.json<{ token: string }>();
    const remove = (payload: { password: string }) =>
      t.app.inject({ method: "POST", url: "/api/me/delete", headers: bearer(token), payload });

    const wrong = await remove({ password: "Пароль" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: messages.server.wrongCurrentPassword });
    const done = await remove({ password: unicodePassword });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(t.logs()).not.toContain(unicodePassword);
  });

  it("DELETE /api/me refuses a password in the URL, and the log never shows it", async () => {
    const { token } = (await signUp("rest.url@example.com")).json<{ token: string }>();
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/me?password=${encodeURIComponent("url-password-value")}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "BAD_REQUEST",
      message: messages.server.passwordInUrl,
    });
    expect(t.logs()).toContain("password=[redacted]");
    expect(t.logs()).not.toContain("url-password-value");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
  });

  it("DELETE /api/me refuses a password named with escapes or in capitals in the URL too", async () => {
    const { token } = (await signUp("rest.url.escaped@example.com")).json<{ token: string }>();
    for (const query of [
      "%70assword=x",
      "confirm%2DPASSWORD=x",
      "a=1&Pass%77ord=x",
      "PASSWORD=x",
    ]) {
      const response = await t.app.inject({
        method: "DELETE",
        url: `/api/me?${query}`,
        headers: bearer(token),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toBe(
        messages.server.passwordInUrl,
      );
    }
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
  });

  it("POST /api/admin/login answers { success, token, user } or 401 'Invalid admin credentials.'", async () => {
    await ensureAdminAccount(t.database.db, { username: "root", password: "admin password" });
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "root", password: "admin password" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, user: { role: "administrator" } });
    expect(sessionCookie(ok)?.value).toBe(ok.json<{ token: string }>().token);

    const refused = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "root", password: "nope" },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: "Invalid admin credentials." });
  });

  it("POST /api/clerk/jwt answers 404 with a clear message when hosted sign-in is not configured", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/clerk/jwt" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: "NOT_FOUND",
      message: messages.server.hostedSignInDisabled,
    });
  });
});
