import { afterAll, beforeAll, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import { buildTestApp, type TestApp } from "./test-support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

it("GET /api/health answers 503, not a stack, while the database is unreachable", async () => {
  await t.database.destroy();
  const response = await t.app.inject({ method: "GET", url: "/api/health" });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({
    code: "SERVICE_UNAVAILABLE",
    message: messages.server.databaseUnavailable,
  });
  expect(response.body).not.toContain("stack");
});
