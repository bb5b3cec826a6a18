import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import type { PressureLimits } from "./plugins/limits/under-pressure";

let running: { app: FastifyInstance; database: TestDatabase } | undefined;

afterEach(async () => {
  await running?.app.close();
  await running?.database.destroy();
  running = undefined;
});

async function appWith(pressureLimits: Partial<PressureLimits>): Promise<FastifyInstance> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "warn" }),
    db: database.db,
    logStream: new PassThrough().resume(),
    pressureLimits,
  });
  await app.ready();
  running = { app, database };
  return app;
}

const nextTimers = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Keeps the event loop busy, as a burst of synchronous work would. */
function blockEventLoop(milliseconds: number) {
  const until = performance.now() + milliseconds;
  while (performance.now() < until) {
    // busy
  }
}

/** Waits for under-pressure's next samples until they find the process overloaded. */
async function untilUnderPressure(app: FastifyInstance, load: () => void = () => {}) {
  while (!app.isUnderPressure()) {
    load();
    await nextTimers();
  }
}

describe("an overloaded process", () => {
  it("answers 503 with Retry-After in the { code, message } shape while its event loop lags", async () => {
    const app = await appWith({ maxEventLoopDelayMs: 1, sampleIntervalMs: 200 });
    await untilUnderPressure(app, () => blockEventLoop(300));

    const response = await app.inject({ method: "GET", url: "/api/config" });

    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("10");
    expect(response.json()).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: messages.server.overloaded,
    });
  });

  it("refuses API calls, tRPC calls and pages alike while its heap is over the limit, and keeps reporting health", async () => {
    const app = await appWith({ maxHeapUsedBytes: 1, sampleIntervalMs: 10, retryAfterSeconds: 7 });
    await untilUnderPressure(app);

    for (const url of ["/api/config", "/trpc/config.get", "/api/auth/signin", "/"]) {
      const response = await app.inject({
        method: url === "/api/auth/signin" ? "POST" : "GET",
        url,
      });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers["retry-after"], url).toBe("7");
      expect(response.json<{ code: string }>().code, url).toBe("SERVICE_UNAVAILABLE");
    }

    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const trpcHealth = await app.inject({ method: "GET", url: "/trpc/health.check" });
    expect(trpcHealth.statusCode).toBe(200);
  });

  it("with the default limits, an ordinary test process is not under pressure", async () => {
    const app = await appWith({});
    expect(app.isUnderPressure()).toBe(false);
    const response = await app.inject({ method: "GET", url: "/api/config" });
    expect(response.statusCode).toBe(200);
  });
});
