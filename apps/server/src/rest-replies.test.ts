import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./test-support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("a REST call", () => {
  it("is answered once, with nothing in the error log, whatever its outcome", async () => {
    const calls = [
      { method: "GET", url: "/api/config", status: 200 },
      { method: "GET", url: "/api/auth/me", status: 401 },
      { method: "POST", url: "/api/auth/signin", payload: {}, status: 400 },
      { method: "DELETE", url: "/api/me?code=123456", status: 401 },
    ] as const;
    for (const { status, ...request } of calls) {
      expect((await t.app.inject(request)).statusCode).toBe(status);
    }
    const logs = t.logs();
    expect(logs).not.toContain("already sent");
    expect(logs).not.toContain('"level":50');
    expect(logs).not.toContain("123456");
  });
});
