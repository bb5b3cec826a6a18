import { describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import { TooManyRequests } from "../errors";
import {
  anonymousContext,
  contextWithToken,
  createCaller,
  createUser,
  refusalOf,
  testDeps,
  useTestApi,
} from "../testing";
import { passwordHashing } from "./passwords";

const api = useTestApi();

const password = "correct horse";

describe("sign-in", () => {
  it("returns a token and the user, and sets the session cookie", async () => {
    const user = await createUser(api.db, { email: "Mixed.Case@example.com", password });
    const ctx = await anonymousContext(api.deps);
    const result = await createCaller(ctx).auth.signIn({
      email: "mixed.case@EXAMPLE.com",
      password,
    });
    expect(result.user).toMatchObject({ id: user.id, email: "Mixed.Case@example.com" });
    expect(result.token.length).toBeGreaterThanOrEqual(43);
    expect(ctx.cookies.set).toEqual([{ token: result.token, expiresAt: expect.any(Date) }]);
    const me = await createCaller(await contextWithToken(api.deps, result.token)).auth.me();
    expect(me.user.id).toBe(user.id);
  });

  it("starts a new session each time", async () => {
    const user = await createUser(api.db, { password });
    const caller = createCaller(await anonymousContext(api.deps));
    const first = await caller.auth.signIn({ email: user.email, password });
    const second = await caller.auth.signIn({ email: user.email, password });
    expect(second.token).not.toBe(first.token);
    const sessions = await api.db
      .selectFrom("sessions")
      .select("tokenHash")
      .where("userId", "=", user.id)
      .execute();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => session.tokenHash)).not.toContain(first.token);
  });

  it("answers a wrong password and an unknown email identically", async () => {
    const user = await createUser(api.db, { password });
    const caller = createCaller(await anonymousContext(api.deps));
    const wrongPassword = await refusalOf(
      caller.auth.signIn({ email: user.email, password: "nope" }),
    );
    const unknownEmail = await refusalOf(
      caller.auth.signIn({ email: "nobody@example.com", password }),
    );
    expect(wrongPassword).toEqual({ code: "UNAUTHORIZED", message: "Invalid email or password" });
    expect(unknownEmail).toEqual(wrongPassword);
    expect(messages.errors.invalidCredentials).toBe("Invalid email or password");
  });

  it("refuses an account that signs in only through hosted sign-in", async () => {
    const user = await createUser(api.db);
    const caller = createCaller(await anonymousContext(api.deps));
    expect((await refusalOf(caller.auth.signIn({ email: user.email, password }))).code).toBe(
      "UNAUTHORIZED",
    );
  });

  it("locks an account after too many wrong passwords, even for the right one", async () => {
    const limited = testDeps(api.db, {
      rateLimits: { passwordGuessesPerAccount: { max: 3, windowMs: 15 * 60_000 } },
    });
    const user = await createUser(api.db, { password });
    const caller = createCaller(await anonymousContext(limited));
    for (let i = 0; i < 3; i++) {
      expect(
        (await refusalOf(caller.auth.signIn({ email: user.email, password: "nope" }))).code,
      ).toBe("UNAUTHORIZED");
    }
    const locked = caller.auth.signIn({ email: user.email, password });
    await expect(locked).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: messages.server.rateLimited,
      cause: expect.any(TooManyRequests),
    });
    const cause = (await locked.catch((error: { cause: TooManyRequests }) => error.cause)) as
      TooManyRequests | undefined;
    expect(cause?.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });

  it("does not count successful sign-ins as guesses", async () => {
    const limited = testDeps(api.db, {
      rateLimits: { passwordGuessesPerAccount: { max: 2, windowMs: 60_000 } },
    });
    const user = await createUser(api.db, { password });
    const caller = createCaller(await anonymousContext(limited));
    for (let i = 0; i < 5; i++) {
      await expect(caller.auth.signIn({ email: user.email, password })).resolves.toMatchObject({
        user: { id: user.id },
      });
    }
  });

  it("limits wrong guesses per client address across accounts", async () => {
    const limited = testDeps(api.db, {
      rateLimits: { passwordGuessesPerIp: { max: 2, windowMs: 60_000 } },
    });
    const caller = createCaller(await anonymousContext(limited, { ip: "203.0.113.9" }));
    await refusalOf(caller.auth.signIn({ email: "a@example.com", password: "x" }));
    await refusalOf(caller.auth.signIn({ email: "b@example.com", password: "x" }));
    expect(
      (await refusalOf(caller.auth.signIn({ email: "c@example.com", password: "x" }))).code,
    ).toBe("TOO_MANY_REQUESTS");
    const elsewhere = createCaller(await anonymousContext(limited, { ip: "198.51.100.7" }));
    expect(
      (await refusalOf(elsewhere.auth.signIn({ email: "c@example.com", password: "x" }))).code,
    ).toBe("UNAUTHORIZED");
  });

  it("checks at most the limit of parallel wrong passwords; the others are refused unchecked", async () => {
    const user = await createUser(api.db, { password });
    const deps = testDeps(api.db);
    // A 401 is a password that was checked and wrong; a 429 was refused before hashing.
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const caller = createCaller(await anonymousContext(deps, { ip: `198.51.100.${i}` }));
        return (await refusalOf(caller.auth.signIn({ email: user.email, password: `guess ${i}` })))
          .code;
      }),
    );
    expect(answers.filter((code) => code === "UNAUTHORIZED")).toHaveLength(10);
    expect(answers.filter((code) => code === "TOO_MANY_REQUESTS")).toHaveLength(40);
  });

  it("gives the slot back after the right password, even when it ran beside wrong ones", async () => {
    const limited = testDeps(api.db, {
      rateLimits: { passwordGuessesPerAccount: { max: 2, windowMs: 60_000 } },
    });
    const user = await createUser(api.db, { password });
    const caller = createCaller(await anonymousContext(limited));
    const [right, wrong] = await Promise.allSettled([
      caller.auth.signIn({ email: user.email, password }),
      caller.auth.signIn({ email: user.email, password: "nope" }),
    ]);
    expect(right.status).toBe("fulfilled");
    expect(wrong.status).toBe("rejected");
    expect(
      (await refusalOf(caller.auth.signIn({ email: user.email, password: "nope" }))).code,
    ).toBe("UNAUTHORIZED");
    expect(
      (await refusalOf(caller.auth.signIn({ email: user.email, password: "nope" }))).code,
    ).toBe("TOO_MANY_REQUESTS");
  });

  it("more sign-ins at once than hashes may run all succeed, queued behind the hashing limit", async () => {
    const { limit } = passwordHashing;
    const people = await Promise.all(
      Array.from({ length: limit + 3 }, () => createUser(api.db, { password })),
    );
    // Every place taken, so that each sign-in has to queue for one.
    const holders = Array.from({ length: limit }, () => {
      let release!: () => void;
      const held = passwordHashing.run(() => new Promise<void>((resolve) => (release = resolve)));
      return { held, release: () => release() };
    });
    const signIns = people.map(async (person, index) => {
      const ctx = await anonymousContext(api.deps, { ip: `203.0.113.${index + 1}` });
      return createCaller(ctx).auth.signIn({ email: person.email, password });
    });

    const deadline = Date.now() + 5_000;
    while (passwordHashing.waiting < people.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect([passwordHashing.running, passwordHashing.waiting]).toEqual([limit, people.length]);

    holders.forEach((holder) => holder.release());
    await Promise.all(holders.map((holder) => holder.held));
    const results = await Promise.all(signIns);
    expect(results.map((result) => result.user.id)).toEqual(people.map((person) => person.id));
    expect(passwordHashing.mostRunning).toBeLessThanOrEqual(limit);
    expect([passwordHashing.running, passwordHashing.waiting]).toEqual([0, 0]);
  });
});
