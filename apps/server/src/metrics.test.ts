import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookLedgerMovement, createLead, createUser } from "@uplink/api/testing";
import { createDatabase } from "@uplink/db";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { buildTestApp, type TestApp } from "./test-support";

/*
 * Issue 15: GET /metrics in the Prometheus format, readable only from METRICS_ALLOWLIST
 * addresses or with METRICS_TOKEN; every request carries an id, in its log lines and its
 * answer.
 */

const TOKEN = "a-metrics-token-of-some-length";
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_ALLOWLIST: "10.1.0.0/16", METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t.close();
});

const metricsFrom = (remoteAddress: string, authorization?: string) =>
  t.app.inject({
    method: "GET",
    url: "/metrics",
    remoteAddress,
    headers: authorization ? { authorization } : {},
  });

/** The value of one series in a Prometheus text answer, or undefined when it is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("answers 403 to an address not allowed, without the token or with a wrong one", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong-token-of-some-length",
      `Basic ${TOKEN}`,
    ]) {
      const response = await metricsFrom("192.0.2.7", authorization);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain("uplink_");
    }
  });

  it("answers an allowed address and the token, in the Prometheus text format", async () => {
    for (const [address, authorization] of [
      ["10.1.2.3", undefined],
      ["192.0.2.7", `Bearer ${TOKEN}`],
    ] as const) {
      const response = await metricsFrom(address, authorization);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/plain");
      expect(response.body).toContain("# TYPE uplink_http_request_duration_seconds histogram");
    }
  });

  it("counts requests per route pattern and status, never per raw URL", async () => {
    for (let index = 0; index < 3; index += 1) {
      await t.app.inject({ method: "GET", url: "/api/health" });
    }
    await t.app.inject({ method: "GET", url: "/api/workflow/leads/no-such-lead" });
    const text = (await metricsFrom("10.1.2.3")).body;
    expect(
      valueOf(
        text,
        'uplink_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(text).toContain('route="/api/workflow/leads/:id"');
    expect(text).not.toContain("no-such-lead");
  });

  it("reports the event loop, jobs, mails, escrow held and open alerts", async () => {
    await t.database.db
      .insertInto("alerts")
      .values([
        { type: "other", description: "an open one" },
        { type: "other", description: "a resolved one", isResolved: true, resolvedAt: new Date() },
      ])
      .execute();
    const customer = await createUser(t.database.db, { role: "customer" });
    const lead = await createLead(t.database.db, customer.id);
    await bookLedgerMovement(t.database.db, {
      leadId: lead.id,
      kind: "capture",
      from: { kind: "customer_funding", userId: customer.id },
      to: { kind: "escrow", userId: null },
      cents: 12_345,
    });
    const text = (await metricsFrom("10.1.2.3")).body;
    expect(valueOf(text, "uplink_open_alerts")).toBe(1);
    expect(valueOf(text, "uplink_escrow_held_euros")).toBe(123.45);
    expect(valueOf(text, 'uplink_mails_total{outcome="sent"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'uplink_mails_total{outcome="failed"}')).toBe(0);
    expect(text).toContain("uplink_nodejs_eventloop_lag_seconds");
    expect(text).toContain("# TYPE uplink_jobs gauge");
  });

  it("reports the connection pool when the app is given it", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "uplink-data-"));
    const database = await createDatabase({ databaseUrl: t.database.url, dataDir });
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "warn", DATA_DIR: dataDir, METRICS_TOKEN: TOKEN }),
      db: database.db,
      pool: database.pool,
      logStream: new PassThrough().resume(),
    });
    try {
      await app.ready();
      const text = (
        await app.inject({
          method: "GET",
          url: "/metrics",
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
      expect(valueOf(text, 'uplink_db_pool_connections{state="waiting"}')).toBe(0);
      expect(valueOf(text, 'uplink_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("request ids", () => {
  it("answers with a new id, or the caller's when it is a sane token, and logs it", async () => {
    const made = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

    const given = await t.app.inject({
      method: "GET",
      url: "/api/no-such-path",
      headers: { "x-request-id": "proxy-abc.123" },
    });
    expect(given.headers["x-request-id"]).toBe("proxy-abc.123");
    expect(t.logs()).toContain('"reqId":"proxy-abc.123"');
    const longest = "A_z-9.".repeat(21) + "xy";
    const kept = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": longest },
    });
    expect(kept.headers["x-request-id"]).toBe(longest);

    for (const hostile of [
      "a b",
      "x".repeat(129),
      'quote"s',
      "line\\nbreak",
      "host:port",
      "a/b",
      "naïve",
      "",
    ]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-request-id": hostile },
      });
      expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
