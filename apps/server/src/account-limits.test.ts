import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, TRPC_MAX_BATCH_CALLS } from "@uplink/domain";
import { buildTestApp, type TestApp } from "./test-support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { passwordGuessesPerAccount: { max: 2, windowMs: 15 * 60 * 1000 } },
  });
});
afterAll(async () => {
  await t.close();
});

describe("account rate limits", () => {
  it("answer 429 with Retry-After once an account has had too many wrong passwords", async () => {
    const signIn = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/signin",
        payload: { email: "victim@example.com", password },
      });
    expect((await signIn("guess 1")).statusCode).toBe(401);
    expect((await signIn("guess 2")).statusCode).toBe(401);
    const limited = await signIn("guess 3");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(limited.json()).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: messages.server.rateLimited,
    });
  });

  it("answer the same over tRPC", async () => {
    const signIn = () =>
      t.app.inject({
        method: "POST",
        url: "/trpc/auth.signIn",
        payload: { email: "other.victim@example.com", password: "guess" },
      });
    await signIn();
    await signIn();
    const limited = await signIn();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("leave other responses without Retry-After", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email: "someone@example.com", password: "guess" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers["retry-after"]).toBeUndefined();
  });
});

/** What each call of a tRPC batch answered: its tRPC error code, or "OK". */
function batchOutcomes(response: { json: <T>() => T }): string[] {
  return response
    .json<{ error?: { data: { code: string } } }[]>()
    .map((result) => result.error?.data.code ?? "OK");
}

function signInBatch(app: TestApp["app"], email: string, size: number, from = "127.0.0.1") {
  const paths = Array.from({ length: size }, () => "auth.signIn").join(",");
  const inputs = Object.fromEntries(
    Array.from({ length: size }, (_, i) => [i, { email, password: `batched guess ${i}` }]),
  );
  return app.inject({
    method: "POST",
    url: `/trpc/${paths}?batch=1`,
    payload: inputs,
    remoteAddress: from,
  });
}

const count = (outcomes: string[], code: string) => outcomes.filter((o) => o === code).length;

describe("password guesses at the default limit of 10 per account", () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await buildTestApp();
  });
  afterAll(async () => {
    await d.close();
  });

  it("50 parallel wrong sign-ins to one account check at most 10 passwords; the rest are 429", async () => {
    // Each from its own address, so only the account's limit applies. A 401 is a
    // password that was hashed and compared; a 429 was refused before that.
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        d.app.inject({
          method: "POST",
          url: "/api/auth/signin",
          payload: { email: "parallel.victim@example.com", password: `guess ${i}` },
          remoteAddress: `198.51.100.${i + 1}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(count(statuses.map(String), "401")).toBe(10);
    expect(count(statuses.map(String), "429")).toBe(40);
  });

  it(`refuses a tRPC batch of more than ${TRPC_MAX_BATCH_CALLS} calls with 400, running none of them`, async () => {
    const refused = await signInBatch(d.app, "batch.victim@example.com", 50);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: "BAD_REQUEST",
      message: messages.server.trpcBatchTooLarge(50, TRPC_MAX_BATCH_CALLS),
    });
    // Nothing was counted: the account still has all 10 guesses.
    expect(batchOutcomes(await signInBatch(d.app, "batch.victim@example.com", 10))).toEqual(
      Array(10).fill("UNAUTHORIZED"),
    );
  });

  it("counts 50 sign-ins sent as batches of 10 as 50 guesses", async () => {
    const outcomes: string[] = [];
    for (let batch = 0; batch < 5; batch++) {
      outcomes.push(...batchOutcomes(await signInBatch(d.app, "batches.victim@example.com", 10)));
    }
    expect(outcomes).toHaveLength(50);
    expect(count(outcomes, "UNAUTHORIZED")).toBe(10);
    expect(count(outcomes, "TOO_MANY_REQUESTS")).toBe(40);
  });
});

describe("account limits per client address", () => {
  const guessesPerIp = { passwordGuessesPerIp: { max: 2, windowMs: 15 * 60 * 1000 } };
  const guessFrom = (app: TestApp["app"], client: string, email: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email, password: "wrong" },
      headers: { "x-forwarded-for": client },
    });
  const guesses = async (app: TestApp["app"], client: string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      statuses.push((await guessFrom(app, client, `account${i}@example.com`)).statusCode);
    }
    return statuses;
  };

  it("are kept per forwarded client behind a proxy named in TRUST_PROXY", async () => {
    const p = await buildTestApp({ env: { TRUST_PROXY: "127.0.0.1" }, rateLimits: guessesPerIp });
    try {
      expect(await guesses(p.app, "203.0.113.1", 3)).toEqual([401, 401, 429]);
      expect(await guesses(p.app, "203.0.113.2", 2)).toEqual([401, 401]);
    } finally {
      await p.close();
    }
  });

  it("are shared by everyone behind the same peer without TRUST_PROXY", async () => {
    const p = await buildTestApp({ rateLimits: guessesPerIp });
    try {
      expect(await guesses(p.app, "203.0.113.1", 2)).toEqual([401, 401]);
      expect(await guesses(p.app, "203.0.113.2", 1)).toEqual([429]);
    } finally {
      await p.close();
    }
  });

  it("never apply to an address in RATE_LIMIT_ALLOWLIST, whatever they count", async () => {
    const p = await buildTestApp({
      env: { TRUST_PROXY: "127.0.0.1", RATE_LIMIT_ALLOWLIST: "203.0.113.0/28" },
      rateLimits: {
        ...guessesPerIp,
        passwordGuessesPerAccount: { max: 2, windowMs: 15 * 60 * 1000 },
        signUpsPerIp: { max: 1, windowMs: 60 * 60 * 1000 },
      },
    });
    try {
      const sameAccount = async (client: string) => {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) {
          statuses.push((await guessFrom(p.app, client, "monitored@example.com")).statusCode);
        }
        return statuses;
      };
      expect(await sameAccount("203.0.113.5")).toEqual([401, 401, 401, 401]);
      expect(await guesses(p.app, "203.0.113.5", 4)).toEqual([401, 401, 401, 401]);
      for (const email of ["load.test.1@example.com", "load.test.2@example.com"]) {
        const signUp = await p.app.inject({
          method: "POST",
          url: "/api/auth/signup",
          payload: {
            firstName: "Load",
            lastName: "Test",
            email,
            password: "correct horse",
            role: "customer",
          },
          headers: { "x-forwarded-for": "203.0.113.5" },
        });
        expect(signUp.statusCode, email).toBe(200);
      }
      // The same account from outside the list is still limited.
      expect(await sameAccount("203.0.113.200")).toEqual([401, 401, 429, 429]);
    } finally {
      await p.close();
    }
  });
});
