import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./test-support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After once a client sends too many requests", async () => {
    let limited;
    for (let i = 0; i < 1000 && !limited; i++) {
      const response = await t.app.inject({ method: "GET", url: "/api/config" });
      if (response.statusCode === 429) limited = response;
    }
    expect(limited).toBeDefined();
    expect(limited?.headers["retry-after"]).toBeDefined();
    expect(limited?.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});
