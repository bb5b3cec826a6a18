import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, makeWebDir, type TestApp } from "./test-support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ webDir: await makeWebDir() });
});
afterAll(async () => {
  await t.close();
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After once a client sends too many API requests", async () => {
    let limited;
    for (let i = 0; i < 1000 && !limited; i++) {
      const response = await t.app.inject({ method: "GET", url: "/api/config" });
      if (response.statusCode === 429) limited = response;
    }
    expect(limited).toBeDefined();
    expect(limited?.headers["retry-after"]).toBeDefined();
    expect(limited?.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });

    const trpc = await t.app.inject({ method: "GET", url: "/trpc/health.check" });
    expect(trpc.statusCode).toBe(429);
  });

  it("still serves the app's pages and files to a client whose API calls are limited", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(api.statusCode).toBe(429);

    for (const url of ["/", "/signin", "/dashboard", "/assets/app-abc123.js"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
