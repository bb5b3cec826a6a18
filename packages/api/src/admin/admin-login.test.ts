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
import { ensureAdminAccount } from "./admin-account";

let database: TestDatabase;
let deps: TestDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database.db);
  await ensureAdminAccount(database.db, { username: "admin", password: "admin secret" });
});
afterAll(async () => {
  await database.destroy();
});

const denied = { code: "UNAUTHORIZED", message: "Invalid admin credentials." };

describe("admin login", () => {
  it("signs the administrator in with success, a token and the user", async () => {
    const ctx = await anonymousContext(deps);
    const result = await createCaller(ctx).admin.login({
      username: "admin",
      password: "admin secret",
    });
    expect(result).toMatchObject({ success: true, user: { role: "administrator" } });
    expect(ctx.cookies.set.map((cookie) => cookie.token)).toEqual([result.token]);
    const me = await createCaller(await contextWithToken(deps, result.token)).auth.me();
    expect(me.user.role).toBe("administrator");
  });

  it("answers anything else with 'Invalid admin credentials.'", async () => {
    const customer = await createUser(database.db, { password: "customer secret" });
    const caller = createCaller(await anonymousContext(deps));
    for (const attempt of [
      { username: "admin", password: "wrong" },
      { username: "nobody", password: "admin secret" },
      { username: customer.email, password: "customer secret" },
      { username: "' OR 1=1 --", password: "x" },
    ]) {
      expect(await refusalOf(caller.admin.login(attempt))).toEqual(denied);
    }
    expect(messages.errors.invalidAdminCredentials).toBe(denied.message);
  });

  it("is limited like any password check", async () => {
    const limited = testDeps(database.db, {
      rateLimits: { passwordGuessesPerAccount: { max: 2, windowMs: 60_000 } },
    });
    const caller = createCaller(await anonymousContext(limited));
    for (let i = 0; i < 2; i++) {
      await refusalOf(caller.admin.login({ username: "admin", password: "wrong" }));
    }
    expect(
      (await refusalOf(caller.admin.login({ username: "admin", password: "admin secret" }))).code,
    ).toBe("TOO_MANY_REQUESTS");
  });
});
