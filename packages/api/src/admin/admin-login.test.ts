import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import {
  anonymousContext,
  contextWithToken,
  createCaller,
  createUser,
  refusalOf,
  testDeps,
  useTestApi,
} from "../testing";
import { ensureAdminAccount } from "./admin-account";

const api = useTestApi();

beforeAll(async () => {
  await ensureAdminAccount(api.db, { username: "admin", password: "admin secret" });
});

const denied = { code: "UNAUTHORIZED", message: "Invalid admin credentials." };

describe("admin login", () => {
  it("signs the administrator in with success, a token and the user", async () => {
    const ctx = await anonymousContext(api.deps);
    const result = await createCaller(ctx).admin.login({
      username: "admin",
      password: "admin secret",
    });
    expect(result).toMatchObject({ success: true, user: { role: "administrator" } });
    expect(ctx.cookies.set.map((cookie) => cookie.token)).toEqual([result.token]);
    const me = await createCaller(await contextWithToken(api.deps, result.token)).auth.me();
    expect(me.user.role).toBe("administrator");
  });

  it("answers anything else with 'Invalid admin credentials.'", async () => {
    const customer = await createUser(api.db, { password: "customer secret" });
    const caller = createCaller(await anonymousContext(api.deps));
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
    const limited = testDeps(api.db, {
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
