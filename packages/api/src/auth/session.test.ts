import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { messages } from "@uplink/domain";
import {
  anonymousContext,
  contextFor,
  contextWithToken,
  createCaller,
  createUser,
  refusalOf,
  testDeps,
  type TestDeps,
} from "../test-support";
import { createSession, revokeSession } from "./sessions";

let database: TestDatabase;
let deps: TestDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database.db);
});
afterAll(async () => {
  await database.destroy();
});

const notSignedIn = { code: "UNAUTHORIZED", message: messages.server.notSignedIn };

describe("me", () => {
  it("returns the user of a valid session, by bearer header or cookie", async () => {
    const user = await createUser(database.db, { role: "installer" });
    for (const via of ["bearer", "cookie"] as const) {
      const { user: me } = await createCaller(await contextFor(deps, user.id, via)).auth.me();
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
    const user = await createUser(database.db);
    const longAgo = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    const expired = await createSession(database.db, user.id, longAgo);
    const revoked = await createSession(database.db, user.id);
    const revokedCtx = await contextWithToken(deps, revoked.token);
    await revokeSession(database.db, revokedCtx.sessionId!);

    for (const token of [
      expired.token,
      revoked.token,
      "garbage",
      "x".repeat(10_000),
      "' OR 1=1 --",
    ]) {
      const caller = createCaller(await contextWithToken(deps, token));
      expect(await refusalOf(caller.auth.me())).toEqual(notSignedIn);
    }
    expect(await refusalOf(createCaller(await anonymousContext(deps)).auth.me())).toEqual(
      notSignedIn,
    );
  });
});

describe("sign-out", () => {
  it("revokes the current session only and clears the cookie", async () => {
    const user = await createUser(database.db);
    const current = await contextFor(deps, user.id);
    const other = await contextFor(deps, user.id);
    expect(await createCaller(current).auth.signOut()).toEqual({ success: true });
    expect(current.cookies.cleared).toBe(1);

    expect(
      await refusalOf(createCaller(await anonymousContext(deps, current.request)).auth.me()),
    ).toEqual(notSignedIn);
    const stillIn = await createCaller(await anonymousContext(deps, other.request)).auth.me();
    expect(stillIn.user.id).toBe(user.id);
  });

  it("succeeds without a session, clearing the cookie all the same", async () => {
    const ctx = await anonymousContext(deps);
    expect(await createCaller(ctx).auth.signOut()).toEqual({ success: true });
    expect(ctx.cookies.cleared).toBe(1);
  });
});
