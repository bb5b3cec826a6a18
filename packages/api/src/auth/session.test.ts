import { describe, expect, it } from "vitest";
import { messages, SESSION_IDLE_TIMEOUT_MS, SESSION_LAST_USED_PRECISION_MS } from "@uplink/domain";
import {
  ago,
  anonymousContext,
  backdateSession,
  contextFor,
  contextWithToken,
  countingQueries,
  createCaller,
  createUser,
  refusalOf,
  sessionOf,
  useTestApi,
} from "../testing";
import { createSession, findSessionUser, revokeSession } from "./sessions";

const api = useTestApi();

const notSignedIn = { code: "UNAUTHORIZED", message: messages.server.notSignedIn };

describe("me", () => {
  it("returns the user of a valid session, by bearer header or cookie", async () => {
    const user = await createUser(api.db, { role: "installer" });
    for (const via of ["bearer", "cookie"] as const) {
      const { user: me } = await createCaller(await contextFor(api.deps, user.id, via)).auth.me();
      expect(me).toEqual({
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: null,
        country: null,
        role: "installer",
        emailVerified: false,
        hasPassword: false,
        verificationStatus: "NEW",
        locale: null,
        createdAt: user.createdAt.toISOString(),
      });
    }
  });

  it("refuses an expired, a revoked and a garbage token with 401", async () => {
    const user = await createUser(api.db);
    const longAgo = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    const expired = await createSession(api.db, user.id, longAgo);
    const revoked = await createSession(api.db, user.id);
    const revokedCtx = await contextWithToken(api.deps, revoked.token);
    await revokeSession(api.db, revokedCtx.sessionId!);

    for (const token of [
      expired.token,
      revoked.token,
      "garbage",
      "x".repeat(10_000),
      "' OR 1=1 --",
    ]) {
      const caller = createCaller(await contextWithToken(api.deps, token));
      expect(await refusalOf(caller.auth.me())).toEqual(notSignedIn);
    }
    expect(await refusalOf(createCaller(await anonymousContext(api.deps)).auth.me())).toEqual(
      notSignedIn,
    );
  });
});

describe("sign-out", () => {
  it("revokes the current session only and clears the cookie", async () => {
    const user = await createUser(api.db);
    const current = await contextFor(api.deps, user.id);
    const other = await contextFor(api.deps, user.id);
    expect(await createCaller(current).auth.signOut()).toEqual({ success: true });
    expect(current.cookies.cleared).toBe(1);

    expect(
      await refusalOf(createCaller(await anonymousContext(api.deps, current.request)).auth.me()),
    ).toEqual(notSignedIn);
    const stillIn = await createCaller(await anonymousContext(api.deps, other.request)).auth.me();
    expect(stillIn.user.id).toBe(user.id);
  });

  it("succeeds without a session, clearing the cookie all the same", async () => {
    const ctx = await anonymousContext(api.deps);
    expect(await createCaller(ctx).auth.signOut()).toEqual({ success: true });
    expect(ctx.cookies.cleared).toBe(1);
  });
});

describe("idle timeout", () => {
  const minute = 60 * 1000;
  const day = 24 * 60 * minute;

  async function meWith(token: string) {
    return createCaller(await contextWithToken(api.deps, token)).auth.me();
  }

  it("refuses with 401 a session unused for longer than the idle timeout, used or never used", async () => {
    const user = await createUser(api.db);
    const lastUsedLongAgo = await createSession(api.db, user.id);
    await backdateSession(api.db, lastUsedLongAgo.token, {
      createdAt: ago(20 * day),
      lastUsedAt: ago(SESSION_IDLE_TIMEOUT_MS + minute),
    });
    const neverUsed = await createSession(api.db, user.id);
    await backdateSession(api.db, neverUsed.token, {
      createdAt: ago(SESSION_IDLE_TIMEOUT_MS + minute),
      lastUsedAt: null,
    });

    for (const { token } of [lastUsedLongAgo, neverUsed]) {
      expect(await refusalOf(meWith(token))).toEqual(notSignedIn);
      // Refusing it did not count as a use: it stays ended.
      expect(await refusalOf(meWith(token))).toEqual(notSignedIn);
    }
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(7 * day);
  });

  it("keeps a session used within the idle timeout signed in, and restarts its idle time", async () => {
    const user = await createUser(api.db);
    const session = await createSession(api.db, user.id);
    const lastUsedAt = ago(SESSION_IDLE_TIMEOUT_MS - 5 * minute);
    await backdateSession(api.db, session.token, { createdAt: ago(20 * day), lastUsedAt });

    expect((await meWith(session.token)).user.id).toBe(user.id);
    const used = await sessionOf(api.db, session.token);
    expect(used.lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 5 * minute);
  });

  it("writes the last use at most once a minute: a request within the minute reads and writes nothing more", async () => {
    const user = await createUser(api.db);
    const session = await createSession(api.db, user.id);
    expect((await sessionOf(api.db, session.token)).lastUsedAt).toBeNull();

    await meWith(session.token);
    const firstUse = (await sessionOf(api.db, session.token)).lastUsedAt;
    expect(firstUse).not.toBeNull();

    const counting = countingQueries(api.db);
    for (let request = 0; request < 5; request += 1) {
      expect(await findSessionUser(counting.db, session.token)).not.toBeNull();
    }
    expect(counting.count).toBe(5);
    expect((await sessionOf(api.db, session.token)).lastUsedAt).toEqual(firstUse);

    // Even a request that saw a stale last use does not write over a fresh one.
    const justAfter = new Date(firstUse!.getTime() + SESSION_LAST_USED_PRECISION_MS / 2);
    await findSessionUser(api.db, session.token, justAfter);
    expect((await sessionOf(api.db, session.token)).lastUsedAt).toEqual(firstUse);
  });

  it("writes the last use again once it is more than a minute old, and parallel requests all stay signed in", async () => {
    const user = await createUser(api.db);
    const session = await createSession(api.db, user.id);
    const twoMinutesAgo = ago(2 * minute);
    await backdateSession(api.db, session.token, { lastUsedAt: twoMinutesAgo });

    const counting = countingQueries(api.db);
    const found = await Promise.all(
      Array.from({ length: 8 }, () => findSessionUser(counting.db, session.token)),
    );
    expect(found.every((result) => result?.user.id === user.id)).toBe(true);
    const { lastUsedAt } = await sessionOf(api.db, session.token);
    expect(lastUsedAt!.getTime()).toBeGreaterThan(twoMinutesAgo.getTime());
    // One lookup each and at most one conditional write each; once written, no write at all.
    expect(counting.count).toBeLessThanOrEqual(16);
    const afterwards = countingQueries(api.db);
    await findSessionUser(afterwards.db, session.token);
    expect(afterwards.count).toBe(1);
  });
});
