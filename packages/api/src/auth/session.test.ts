import { describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import {
  anonymousContext,
  contextFor,
  contextWithToken,
  createCaller,
  createUser,
  refusalOf,
  useTestApi,
} from "../test-support";
import { createSession, revokeSession } from "./sessions";

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
        role: "installer",
        emailVerified: false,
        verificationStatus: "NEW",
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
