import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
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
