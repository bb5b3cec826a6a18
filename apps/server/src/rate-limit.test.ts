import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, TRPC_MAX_BATCH_CALLS } from "@uplink/domain";
import {
  acceptedChat,
  buildTestApp,
  makeWebDir,
  signInThrough,
  type TestApp,
} from "./test-support";

/** A tRPC batch of `count` health checks, sent as one GET request. */
function healthBatch(count: number): string {
  const paths = Array.from({ length: count }, () => "health.check").join(",");
  return `/trpc/${paths}?batch=1&input=${encodeURIComponent("{}")}`;
}

describe("rate limiting", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      webDir: await makeWebDir(),
      env: { RATE_LIMIT_API_PER_MINUTE: "20" },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 429 with Retry-After once a client sends more API requests than RATE_LIMIT_API_PER_MINUTE", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await t.app.inject({ method: "GET", url: "/api/config" })).statusCode).toBe(200);
    }
    const limited = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json()).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: messages.server.rateLimited,
    });

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

describe("unchanged chat polls", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_API_PER_MINUTE: "10" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("cost the caller's budget: a 304 is counted as a 200 would be", async () => {
    const { db } = t.database;
    const password = "correct horse";
    const { customer, lead } = await acceptedChat(db, password);
    const token = await signInThrough(t.app, customer.email, password);
    const poll = (etag?: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/leads/${lead.id}/messages`,
        headers: { authorization: `Bearer ${token}`, ...(etag ? { "if-none-match": etag } : {}) },
      });
    const first = await poll();
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const statuses: number[] = [];
    // Signing in and the first poll made two calls: eight more reach the limit of ten.
    for (let index = 0; index < 9; index += 1) statuses.push((await poll(etag)).statusCode);
    expect(statuses).toEqual([304, 304, 304, 304, 304, 304, 304, 304, 429]);
  });
});

describe("tRPC batches", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_API_PER_MINUTE: "25" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("count every call against the per-address limit, not one per request", async () => {
    const first = await t.app.inject({ method: "GET", url: healthBatch(10) });
    expect(first.statusCode).toBe(200);
    expect(first.json<unknown[]>()).toHaveLength(10);
    expect((await t.app.inject({ method: "GET", url: healthBatch(10) })).statusCode).toBe(200);
    // 20 calls made: the third batch of 10 would make 30, over 25.
    const third = await t.app.inject({ method: "GET", url: healthBatch(10) });
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect(third.json()).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: messages.server.rateLimited,
    });
  });

  it(`larger than ${TRPC_MAX_BATCH_CALLS} calls are refused with 400, however the commas are written`, async () => {
    const other = { remoteAddress: "192.0.2.50" };
    const plain = await t.app.inject({ method: "GET", url: healthBatch(11), ...other });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual({
      code: "BAD_REQUEST",
      message: messages.server.trpcBatchTooLarge(11, TRPC_MAX_BATCH_CALLS),
    });
    for (const comma of ["%2C", "%252C"]) {
      const paths = Array.from({ length: 20 }, () => "health.check").join(comma);
      const encoded = await t.app.inject({
        method: "GET",
        url: `/trpc/${paths}?batch=1&input=${encodeURIComponent("{}")}`,
        ...other,
      });
      expect(encoded.statusCode, comma).toBe(400);
      expect(encoded.json<{ message: string }>().message, comma).toBe(
        messages.server.trpcBatchTooLarge(20, TRPC_MAX_BATCH_CALLS),
      );
    }
  });
});

describe("client addresses behind a proxy", () => {
  const perMinute = { RATE_LIMIT_API_PER_MINUTE: "5" };
  const from = (client: string, peer = "127.0.0.1") => ({
    method: "GET" as const,
    url: "/api/config",
    remoteAddress: peer,
    headers: { "x-forwarded-for": client },
  });
  const statuses = async (t: TestApp, request: ReturnType<typeof from>, count: number) => {
    const codes: number[] = [];
    for (let i = 0; i < count; i++) codes.push((await t.app.inject(request)).statusCode);
    return codes;
  };

  it("with TRUST_PROXY naming the proxy, each forwarded client has its own budget", async () => {
    const t = await buildTestApp({ env: { ...perMinute, TRUST_PROXY: "127.0.0.1" } });
    try {
      expect(await statuses(t, from("203.0.113.1"), 6)).toEqual([200, 200, 200, 200, 200, 429]);
      expect(await statuses(t, from("203.0.113.2"), 1)).toEqual([200]);
      // The client the proxy appended last is the one counted, not what the client claimed.
      expect(await statuses(t, from("10.9.9.9, 203.0.113.1"), 1)).toEqual([429]);
      expect(t.logs()).toContain('"remoteAddress":"203.0.113.2"');
    } finally {
      await t.close();
    }
  });

  it("ignores X-Forwarded-For from a peer TRUST_PROXY does not name", async () => {
    const t = await buildTestApp({ env: { ...perMinute, TRUST_PROXY: "127.0.0.1" } });
    try {
      const stranger = (client: string) => from(client, "198.51.100.20");
      expect(await statuses(t, stranger("203.0.113.1"), 5)).toEqual([200, 200, 200, 200, 200]);
      expect(await statuses(t, stranger("203.0.113.2"), 1)).toEqual([429]);
    } finally {
      await t.close();
    }
  });

  it("ignores X-Forwarded-For without TRUST_PROXY: the peer's address is the client", async () => {
    const t = await buildTestApp({ env: perMinute });
    try {
      expect(await statuses(t, from("203.0.113.1"), 5)).toEqual([200, 200, 200, 200, 200]);
      expect(await statuses(t, from("203.0.113.2"), 1)).toEqual([429]);
    } finally {
      await t.close();
    }
  });

  it("with a hop count, trusts that many proxies in front of the server", async () => {
    const t = await buildTestApp({ env: { ...perMinute, TRUST_PROXY: "2" } });
    try {
      // Peer 127.0.0.1 and the proxy it names (10.0.0.2) are trusted; 203.0.113.x is the client.
      expect(await statuses(t, from("203.0.113.1, 10.0.0.2"), 6)).toEqual([
        200, 200, 200, 200, 200, 429,
      ]);
      expect(await statuses(t, from("203.0.113.2, 10.0.0.2"), 1)).toEqual([200]);
    } finally {
      await t.close();
    }
  });

  it("never limits an address in RATE_LIMIT_ALLOWLIST, whether it is the peer or a forwarded client", async () => {
    const t = await buildTestApp({
      env: {
        ...perMinute,
        TRUST_PROXY: "127.0.0.1",
        RATE_LIMIT_ALLOWLIST: "203.0.113.0/24, 2001:db8::1",
      },
    });
    try {
      expect(await statuses(t, from("203.0.113.77"), 12)).toEqual(Array(12).fill(200));
      expect(await statuses(t, from("2001:db8::1"), 12)).toEqual(Array(12).fill(200));
      expect(await statuses(t, from("198.51.100.1"), 6)).toEqual([200, 200, 200, 200, 200, 429]);
      const batches = Array.from({ length: 3 }, () => ({
        ...from("203.0.113.77"),
        url: healthBatch(TRPC_MAX_BATCH_CALLS),
      }));
      for (const batch of batches) expect((await t.app.inject(batch)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
