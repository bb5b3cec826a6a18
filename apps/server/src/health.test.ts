import { afterEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { messages } from "@uplink/domain";
import { buildTestApp, type TestApp } from "./test-support";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Asks `url` every 20 ms until it answers `status`, failing after three seconds. */
async function answerOnceItIs(app: TestApp["app"], url: string, status: number) {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const response = await app.inject({ method: "GET", url });
    if (response.statusCode === status || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function expectDatabaseUnavailable(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBe(503);
  expect(JSON.parse(response.body)).toMatchObject({
    code: "SERVICE_UNAVAILABLE",
    message: messages.server.databaseUnavailable,
  });
  expect(response.body).not.toContain("stack");
}

it("GET /api/health answers 503, not a stack, while the database is unreachable", async () => {
  t = await buildTestApp();
  await t.database.destroy();
  // The background check (once a second) notices within its interval and timeout.
  expectDatabaseUnavailable(await answerOnceItIs(t.app, "/api/health", 503));
});

it("GET /api/health answers from memory: not even the caller's session is looked up", async () => {
  t = await buildTestApp();
  await answerOnceItIs(t.app, "/api/health", 200);
  // A session lookup would now fail; liveness does not depend on it.
  await sql`alter table sessions rename to sessions_elsewhere`.execute(t.database.db);
  try {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { authorization: "Bearer some-session-token" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  } finally {
    await sql`alter table sessions_elsewhere rename to sessions`.execute(t.database.db);
  }
});

describe("GET /api/ready", () => {
  it("answers ok while the database answers, on REST and tRPC, as a public path", async () => {
    t = await buildTestApp();
    const rest = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual({ status: "ok" });
    const trpc = await t.app.inject({ method: "GET", url: "/trpc/health.ready" });
    expect(trpc.json()).toEqual({ result: { data: { status: "ok" } } });
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, { get?: { security?: unknown[] } }>;
    }>();
    expect(document.paths["/ready"]?.get?.security ?? []).toEqual([]);
  });

  it("answers 503, not a stack, at its first call once the database is unreachable, and health follows at once", async () => {
    t = await buildTestApp();
    await t.database.destroy();
    expectDatabaseUnavailable(await t.app.inject({ method: "GET", url: "/api/ready" }));
    expectDatabaseUnavailable(await t.app.inject({ method: "GET", url: "/api/health" }));
  });
});
