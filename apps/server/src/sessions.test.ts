import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ago, backdateSession, createUser, sessionOf } from "@uplink/api/testing";
import { messages, SESSION_IDLE_TIMEOUT_MS } from "@uplink/domain";
import { buildTestApp, type TestApp } from "./test-support";

let t: TestApp;

beforeAll(async () => {
  // The idle timeout is tested by moving sessions' clocks in the database, which no
  // notification tells a session cache (session-cache.test.ts tests the cache).
  t = await buildTestApp({ sessionCache: false });
});
afterAll(async () => {
  await t.close();
});

const password = "correct horse";
const chromeOnLinux =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const firefoxOnAndroid = "Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0";
const notSignedIn = { code: "UNAUTHORIZED", message: messages.server.notSignedIn };

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

async function aUser() {
  return createUser(t.database.db, { password });
}

/** Signs in over REST from the device `userAgent` names; answers the session token. */
async function signInFrom(user: { email: string }, userAgent: string): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    headers: { "user-agent": userAgent },
    payload: { email: user.email, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

function me(token: string) {
  return t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
}

function listSessions(token: string) {
  return t.app.inject({ method: "GET", url: "/api/auth/sessions", headers: bearer(token) });
}

interface ListedSession {
  id: string;
  device: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

describe("idle timeout", () => {
  it("answers 401 to a session unused for longer than the idle timeout, by bearer or cookie", async () => {
    const user = await aUser();
    const token = await signInFrom(user, chromeOnLinux);
    expect((await me(token)).statusCode).toBe(200);
    await backdateSession(t.database.db, token, {
      createdAt: ago(SESSION_IDLE_TIMEOUT_MS + 3_600_000),
      lastUsedAt: ago(SESSION_IDLE_TIMEOUT_MS + 60_000),
    });

    const byBearer = await me(token);
    expect(byBearer.statusCode).toBe(401);
    expect(byBearer.json()).toMatchObject(notSignedIn);
    const byCookie = await t.app.inject({
      method: "GET",
      url: "/api/auth/sessions",
      cookies: { uplink_session: token },
    });
    expect(byCookie.statusCode).toBe(401);
    expect(byCookie.json()).toMatchObject(notSignedIn);
  });

  it("keeps a recently used session signed in without rewriting its last use within the minute", async () => {
    const user = await aUser();
    const token = await signInFrom(user, chromeOnLinux);
    const lastUsedAt = ago(30_000);
    await backdateSession(t.database.db, token, { createdAt: ago(6 * 24 * 3_600_000), lastUsedAt });

    for (let request = 0; request < 3; request += 1) {
      expect((await me(token)).statusCode).toBe(200);
    }
    expect((await sessionOf(t.database.db, token)).lastUsedAt).toEqual(lastUsedAt);

    const twoMinutesAgo = ago(120_000);
    await backdateSession(t.database.db, token, { lastUsedAt: twoMinutesAgo });
    expect((await me(token)).statusCode).toBe(200);
    const rewritten = (await sessionOf(t.database.db, token)).lastUsedAt!;
    expect(rewritten.getTime()).toBeGreaterThan(twoMinutesAgo.getTime());
  });
});

describe("GET /api/auth/sessions", () => {
  it("answers the caller's own active sessions with device and last use, the current one first", async () => {
    const user = await aUser();
    const stranger = await aUser();
    const laptop = await signInFrom(user, chromeOnLinux);
    const phone = await signInFrom(user, firefoxOnAndroid);
    const idle = await signInFrom(user, chromeOnLinux);
    await backdateSession(t.database.db, idle, { lastUsedAt: ago(SESSION_IDLE_TIMEOUT_MS * 2) });
    await signInFrom(stranger, chromeOnLinux);

    const response = await listSessions(phone);
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json<{ sessions: ListedSession[] }>();
    const [phoneRow, laptopRow] = await Promise.all([
      sessionOf(t.database.db, phone),
      sessionOf(t.database.db, laptop),
    ]);
    expect(sessions).toEqual([
      {
        id: phoneRow.id,
        device: "Firefox on Android",
        createdAt: phoneRow.createdAt.toISOString(),
        lastUsedAt: phoneRow.lastUsedAt!.toISOString(),
        current: true,
      },
      {
        id: laptopRow.id,
        device: "Chrome on Linux",
        createdAt: laptopRow.createdAt.toISOString(),
        lastUsedAt: (laptopRow.lastUsedAt ?? laptopRow.createdAt).toISOString(),
        current: false,
      },
    ]);
  });

  it("names a device without a User-Agent 'Unknown device'", async () => {
    const user = await aUser();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email: user.email, password },
    });
    const { token } = response.json<{ token: string }>();
    const { sessions } = (await listSessions(token)).json<{ sessions: ListedSession[] }>();
    expect(sessions.map((session) => session.device)).toEqual([messages.devices.unknown]);
  });
});

describe("POST /api/auth/sessions/revoke-others", () => {
  it("answers { revoked }, ends every other session of the caller and keeps the current one", async () => {
    const user = await aUser();
    const stranger = await aUser();
    const current = await signInFrom(user, chromeOnLinux);
    const others = [
      await signInFrom(user, firefoxOnAndroid),
      await signInFrom(user, chromeOnLinux),
    ];
    const strangers = await signInFrom(stranger, firefoxOnAndroid);

    // Sent without a body, with the session in the cookie, from the site itself (the
    // default PUBLIC_URL), as the SPA may send it.
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sessions/revoke-others",
      headers: { origin: "http://localhost:3000" },
      cookies: { uplink_session: current },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 2 });

    for (const token of others) {
      const refused = await me(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject(notSignedIn);
    }
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(strangers)).statusCode).toBe(200);
    const { sessions } = (await listSessions(current)).json<{ sessions: ListedSession[] }>();
    expect(sessions.map((session) => session.current)).toEqual([true]);
  });

  it("is not reachable by a GET, which a cross-site link could make with the cookie", async () => {
    const user = await aUser();
    const current = await signInFrom(user, chromeOnLinux);
    const other = await signInFrom(user, firefoxOnAndroid);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/auth/sessions/revoke-others",
      cookies: { uplink_session: current },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe("POST /api/auth/sessions/{id}/revoke", () => {
  it("ends one of the caller's sessions; another user's answers 404 and stays signed in", async () => {
    const user = await aUser();
    const stranger = await aUser();
    const current = await signInFrom(user, chromeOnLinux);
    const phone = await signInFrom(user, firefoxOnAndroid);
    const strangers = await signInFrom(stranger, chromeOnLinux);
    const revoke = (id: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/auth/sessions/${id}/revoke`,
        headers: bearer(current),
      });

    const phoneId = (await sessionOf(t.database.db, phone)).id;
    const ended = await revoke(phoneId);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ success: true });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);

    const strangersId = (await sessionOf(t.database.db, strangers)).id;
    for (const id of [strangersId, phoneId]) {
      const refused = await revoke(id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        code: "NOT_FOUND",
        message: messages.server.sessionNotFound,
      });
    }
    expect((await me(strangers)).statusCode).toBe(200);

    const bad = await revoke("not-a-session");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: messages.validation.idInvalid });
  });

  it("signs the caller out and clears the cookie when they end their current session", async () => {
    const user = await aUser();
    const current = await signInFrom(user, chromeOnLinux);
    const { id } = await sessionOf(t.database.db, current);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/auth/sessions/${id}/revoke`,
      headers: bearer(current),
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === "uplink_session");
    expect(cookie).toMatchObject({ value: "", expires: new Date(0) });
    expect((await me(current)).statusCode).toBe(401);
  });
});

describe("without a session", () => {
  it("every session path answers 401", async () => {
    const user = await aUser();
    const { id } = await sessionOf(t.database.db, await signInFrom(user, chromeOnLinux));
    for (const [method, url] of [
      ["GET", "/api/auth/sessions"],
      ["POST", "/api/auth/sessions/revoke-others"],
      ["POST", `/api/auth/sessions/${id}/revoke`],
    ] as const) {
      for (const headers of [{}, bearer("garbage")]) {
        const response = await t.app.inject({ method, url, headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject(notSignedIn);
      }
    }
  });

  it("the OpenAPI document describes the session paths as authenticated operations", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    for (const [method, path] of [
      ["get", "/auth/sessions"],
      ["post", "/auth/sessions/revoke-others"],
      ["post", "/auth/sessions/{id}/revoke"],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect([path, (operation?.security ?? []).length > 0]).toEqual([path, true]);
    }
  });
});
