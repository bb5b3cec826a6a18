import { describe, expect, it } from "vitest";
import {
  ACTIVE_SESSIONS_LIMIT,
  messages,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_USER_AGENT_MAX_LENGTH,
} from "@uplink/domain";
import {
  ago,
  anonymousContext,
  backdateSession,
  contextWithToken,
  createCaller,
  createUser,
  refusalOf,
  sessionOf,
  useTestApi,
} from "../testing";
import { createSession, revokeSession } from "./sessions";

const api = useTestApi();

const password = "correct horse";
const chromeOnLinux =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const firefoxOnAndroid = "Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0";
const notSignedIn = { code: "UNAUTHORIZED", message: messages.server.notSignedIn };
const sessionNotFound = { code: "NOT_FOUND", message: messages.server.sessionNotFound };

/** Signs `user` in with their password from a device named by `userAgent`. */
async function signInFrom(user: { email: string }, userAgent: string) {
  const ctx = await anonymousContext(api.deps, { userAgent });
  const { token } = await createCaller(ctx).auth.signIn({ email: user.email, password });
  return token;
}

async function callerWith(token: string) {
  return createCaller(await contextWithToken(api.deps, token));
}

async function isSignedIn(token: string): Promise<boolean> {
  try {
    await (await callerWith(token)).auth.me();
    return true;
  } catch {
    return false;
  }
}

describe("a session's device", () => {
  it("is the User-Agent of the sign-in, cleaned and cut to 300 characters", async () => {
    const user = await createUser(api.db, { password });
    const chrome = await signInFrom(user, chromeOnLinux);
    expect((await sessionOf(api.db, chrome)).userAgent).toBe(chromeOnLinux);

    const huge = await signInFrom(user, `${chromeOnLinux}\u0000\n${"x".repeat(100_000)}`);
    const stored = (await sessionOf(api.db, huge)).userAgent!;
    expect(stored).toHaveLength(SESSION_USER_AGENT_MAX_LENGTH);
    expect(stored.startsWith(chromeOnLinux)).toBe(true);
    expect(stored).not.toContain("\u0000");
    expect(stored).not.toContain("\n");

    const blank = await signInFrom(user, "   ");
    expect((await sessionOf(api.db, blank)).userAgent).toBeNull();
  });
});

describe("listing active sessions", () => {
  it("lists only the caller's live sessions, the current first, with device and last use", async () => {
    const user = await createUser(api.db, { password });
    const stranger = await createUser(api.db, { password });
    const phone = await signInFrom(user, firefoxOnAndroid);
    await backdateSession(api.db, phone, { createdAt: ago(3_600_000), lastUsedAt: ago(60_000) });
    const laptop = await signInFrom(user, chromeOnLinux);
    const curl = await signInFrom(user, "curl/8.5.0");
    await backdateSession(api.db, curl, { createdAt: ago(7_200_000), lastUsedAt: null });
    const idle = await signInFrom(user, chromeOnLinux);
    await backdateSession(api.db, idle, { lastUsedAt: ago(SESSION_IDLE_TIMEOUT_MS + 60_000) });
    const expired = await createSession(api.db, user.id, ago(31 * 24 * 3_600_000));
    const revoked = await signInFrom(user, chromeOnLinux);
    await revokeSession(api.db, (await sessionOf(api.db, revoked)).id);
    await signInFrom(stranger, chromeOnLinux);

    const { sessions } = await (await callerWith(laptop)).auth.sessions();
    const [laptopRow, phoneRow, curlRow] = await Promise.all(
      [laptop, phone, curl].map((token) => sessionOf(api.db, token)),
    );
    expect(sessions).toEqual([
      {
        id: laptopRow!.id,
        device: "Chrome on Linux",
        createdAt: laptopRow!.createdAt.toISOString(),
        lastUsedAt: laptopRow!.lastUsedAt!.toISOString(),
        current: true,
      },
      {
        id: phoneRow!.id,
        device: "Firefox on Android",
        createdAt: phoneRow!.createdAt.toISOString(),
        lastUsedAt: phoneRow!.lastUsedAt!.toISOString(),
        current: false,
      },
      {
        id: curlRow!.id,
        device: "curl",
        createdAt: curlRow!.createdAt.toISOString(),
        // Never used since it started: its last use is its start.
        lastUsedAt: curlRow!.createdAt.toISOString(),
        current: false,
      },
    ]);
    for (const gone of [idle, expired.token, revoked]) {
      const { id } = await sessionOf(api.db, gone);
      expect(sessions.map((session) => session.id)).not.toContain(id);
    }
  });

  it(`lists at most ${ACTIVE_SESSIONS_LIMIT}, always with the current one`, async () => {
    const user = await createUser(api.db);
    const others = await Promise.all(
      Array.from({ length: ACTIVE_SESSIONS_LIMIT + 5 }, () => createSession(api.db, user.id)),
    );
    // The current session was last used half a minute ago (not stale, so not rewritten);
    // every other one since: only the current-first rule keeps it in the list.
    const current = await createSession(api.db, user.id);
    await backdateSession(api.db, current.token, { lastUsedAt: ago(30_000) });
    for (const other of others) {
      await backdateSession(api.db, other.token, { lastUsedAt: new Date() });
    }

    const { sessions } = await (await callerWith(current.token)).auth.sessions();
    expect(sessions).toHaveLength(ACTIVE_SESSIONS_LIMIT);
    expect(sessions[0]?.current).toBe(true);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
  });

  it("refuses a caller without a session with 401", async () => {
    const caller = createCaller(await anonymousContext(api.deps));
    expect(await refusalOf(caller.auth.sessions())).toEqual(notSignedIn);
  });
});

describe("signing out other devices", () => {
  it("ends every other session of the caller, keeps the current one and no one else's", async () => {
    const user = await createUser(api.db, { password });
    const stranger = await createUser(api.db, { password });
    const current = await signInFrom(user, chromeOnLinux);
    const others = [
      await signInFrom(user, firefoxOnAndroid),
      await signInFrom(user, "curl/8.5.0"),
      await signInFrom(user, chromeOnLinux),
    ];
    const strangers = await signInFrom(stranger, chromeOnLinux);

    const caller = await callerWith(current);
    expect(await caller.auth.revokeOtherSessions()).toEqual({ revoked: 3 });
    for (const token of others) {
      expect(await refusalOf((await callerWith(token)).auth.me())).toEqual(notSignedIn);
    }
    expect(await isSignedIn(current)).toBe(true);
    expect(await isSignedIn(strangers)).toBe(true);
    const { sessions } = await caller.auth.sessions();
    expect(sessions.map((session) => session.current)).toEqual([true]);
    expect(await caller.auth.revokeOtherSessions()).toEqual({ revoked: 0 });
  });

  it("ends each session once when the same request arrives several times at once", async () => {
    const user = await createUser(api.db);
    const current = await createSession(api.db, user.id);
    await Promise.all(Array.from({ length: 6 }, () => createSession(api.db, user.id)));

    const caller = await callerWith(current.token);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => caller.auth.revokeOtherSessions()),
    );
    expect(results.reduce((sum, result) => sum + result.revoked, 0)).toBe(6);
    expect(await isSignedIn(current.token)).toBe(true);
  });

  it("refuses a caller without a session with 401", async () => {
    const caller = createCaller(await anonymousContext(api.deps));
    expect(await refusalOf(caller.auth.revokeOtherSessions())).toEqual(notSignedIn);
  });
});

describe("signing out one device", () => {
  it("ends one of the caller's sessions by id and leaves the others", async () => {
    const user = await createUser(api.db, { password });
    const current = await signInFrom(user, chromeOnLinux);
    const phone = await signInFrom(user, firefoxOnAndroid);
    const laptop = await signInFrom(user, chromeOnLinux);

    const ctx = await contextWithToken(api.deps, current);
    const { id } = await sessionOf(api.db, phone);
    expect(await createCaller(ctx).auth.revokeSession({ id })).toEqual({ success: true });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(current)).toBe(true);
    expect(ctx.cookies.cleared).toBe(0);
    // Already ended: nothing left to end.
    expect(await refusalOf(createCaller(ctx).auth.revokeSession({ id }))).toEqual(sessionNotFound);
  });

  it("signs the caller out when they end their current session", async () => {
    const user = await createUser(api.db);
    const { token } = await createSession(api.db, user.id);
    const ctx = await contextWithToken(api.deps, token);
    await createCaller(ctx).auth.revokeSession({ id: ctx.sessionId! });
    expect(ctx.cookies.cleared).toBe(1);
    expect(await isSignedIn(token)).toBe(false);
  });

  it("answers 404 for another user's session and leaves it signed in", async () => {
    const user = await createUser(api.db);
    const stranger = await createUser(api.db);
    const strangers = await createSession(api.db, stranger.id);
    const { id } = await sessionOf(api.db, strangers.token);

    const caller = await callerWith((await createSession(api.db, user.id)).token);
    expect(await refusalOf(caller.auth.revokeSession({ id }))).toEqual(sessionNotFound);
    expect(
      await refusalOf(caller.auth.revokeSession({ id: "00000000-0000-4000-8000-000000000000" })),
    ).toEqual(sessionNotFound);
    expect(await isSignedIn(strangers.token)).toBe(true);
  });

  it("refuses an id that is not one with 400, and a caller without a session with 401", async () => {
    const user = await createUser(api.db);
    const caller = await callerWith((await createSession(api.db, user.id)).token);
    for (const id of ["abc", "' OR 1=1 --", "x".repeat(10_000)]) {
      const refusal = await refusalOf(caller.auth.revokeSession({ id }));
      expect(refusal.code).toBe("BAD_REQUEST");
      expect(refusal.message).toContain(messages.validation.idInvalid);
    }
    const { id } = await sessionOf(api.db, (await createSession(api.db, user.id)).token);
    const anonymous = createCaller(await anonymousContext(api.deps));
    expect(await refusalOf(anonymous.auth.revokeSession({ id }))).toEqual(notSignedIn);
  });
});
