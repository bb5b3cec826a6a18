import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  RawNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";
import { createUser } from "@uplink/api/testing";
import { messages } from "@uplink/domain";
import {
  acceptedChat,
  buildTestApp,
  chatAcrossInstances,
  postChatMessage,
  signInThrough,
  useTwoInstances,
  type TestApp,
} from "./test-support";

/*
 * Issue 12: GET /api/health and an unchanged chat poll are answered from memory before
 * Fastify (memory-answers.ts). `inject` never reaches that server, so these tests talk
 * HTTP to a listening instance, the way clients do.
 */

/** The headers every data answer carries, whichever way it was answered. */
const DATA_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-resource-policy",
];

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}

/** Fetches `url` every 20 ms until `accept` holds, for at most `deadlineMs`. */
async function fetchUntil(
  url: string,
  init: RequestInit,
  accept: (response: Response) => boolean,
  deadlineMs: number,
): Promise<Response> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const response = await fetch(url, init);
    if (accept(response) || Date.now() > deadline) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("GET /api/health over HTTP", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("answers as the full path does (body, data headers, request id) and is counted in /metrics", async () => {
    t = await buildTestApp({ env: { METRICS_ALLOWLIST: "127.0.0.1" } });
    const base = await listening(t.app);
    const healthy = await fetchUntil(`${base}/api/health`, {}, (r) => r.status === 200, 3_000);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({ status: "ok" });
    expect(healthy.headers.get("content-type")).toMatch(/^application\/json/);
    expect(healthy.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const full = await t.app.inject({ method: "GET", url: "/api/health" });
    for (const name of DATA_HEADERS) {
      expect(healthy.headers.get(name), name).toBe(full.headers[name]);
    }

    const given = await fetch(`${base}/api/health`, { headers: { "x-request-id": "lb-42.a" } });
    expect(given.headers.get("x-request-id")).toBe("lb-42.a");
    for (const odd of ['a b"c', "trace:7", "x".repeat(129)]) {
      const hostile = await fetch(`${base}/api/health`, { headers: { "x-request-id": odd } });
      expect(hostile.headers.get("x-request-id"), odd).toMatch(/^[0-9a-f-]{36}$/);
    }

    const count = async () => {
      const text = (await t!.app.inject({ method: "GET", url: "/metrics" })).body;
      const line = text
        .split("\n")
        .find((row) =>
          row.startsWith(
            'uplink_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}',
          ),
        );
      return Number(line?.split(" ").pop() ?? 0);
    };
    const before = await count();
    for (let index = 0; index < 5; index += 1) await (await fetch(`${base}/api/health`)).text();
    expect(await count()).toBe(before + 5);
  });

  it("answers 503 once the database is unreachable, as the full path does", async () => {
    t = await buildTestApp();
    const base = await listening(t.app);
    await fetchUntil(`${base}/api/health`, {}, (r) => r.status === 200, 3_000);
    await t.database.destroy();
    const down = await fetchUntil(`${base}/api/health`, {}, (r) => r.status === 503, 5_000);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
  });

  it("leaves every other method, a body or a query to the full path", async () => {
    t = await buildTestApp();
    const base = await listening(t.app);
    await fetchUntil(`${base}/api/health`, {}, (r) => r.status === 200, 3_000);
    const cases = [
      { method: "HEAD", url: "/api/health" },
      {
        method: "POST",
        url: "/api/health",
        body: "{}",
        headers: { "content-type": "application/json" },
      },
      { method: "GET", url: "/api/health?password=hunter2" },
      { method: "GET", url: "/api/health/" },
    ] as const;
    for (const { method, url, ...rest } of cases) {
      const answer = await fetch(`${base}${url}`, { method, ...rest });
      const full = await t.app.inject({
        method,
        url,
        ...("body" in rest ? { payload: rest.body, headers: rest.headers } : {}),
      });
      expect(answer.status, `${method} ${url}`).toBe(full.statusCode);
      expect(await answer.text(), `${method} ${url}`).toBe(full.body);
    }
    expect((await fetch(`${base}/api/health?password=hunter2`)).status).toBe(400);
  });
});

/**
 * Counts the statements an instance sends for its requests: every one but the background
 * check of the database (`select 1` once a second, whatever the requests), which would
 * otherwise land among the counted polls whenever a second turns.
 */
class RequestQueries implements KyselyPlugin {
  count = 0;
  readonly #readinessChecks = new WeakSet<QueryId>();
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (RawNode.is(node) && node.sqlFragments.join("").trim() === "select 1") {
      this.#readinessChecks.add(queryId);
    }
    return node;
  }
  transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (!this.#readinessChecks.has(queryId)) this.count += 1;
    return Promise.resolve(result);
  }
}

describe("an unchanged chat poll over HTTP", () => {
  const password = "correct horse";
  const queries = new RequestQueries();
  const pair = useTwoInstances((db) => db.withPlugin(queries));
  let base = "";
  beforeAll(async () => {
    base = await listening(pair.other.app);
  });
  afterAll(async () => {
    await pair.other.app.close();
  });

  async function chat() {
    const stranger = await createUser(pair.one.database.db, { password });
    return {
      ...(await chatAcrossInstances(pair, password)),
      strangerToken: await signInThrough(pair.other.app, stranger.email, password),
    };
  }

  const pollUrl = (leadId: string) => `${base}/api/leads/${leadId}/messages`;
  const bearer = (token: string, etag?: string): RequestInit => ({
    headers: { authorization: `Bearer ${token}`, ...(etag ? { "if-none-match": etag } : {}) },
  });

  it("answers 304 with its ETag and a request id, no body and no query, by bearer or cookie, and 200 within a second of a message on the other instance", async () => {
    const { lead, conversationId, customerToken, installerToken } = await chat();
    const first = await fetch(pollUrl(lead.id), bearer(customerToken));
    expect(first.status).toBe(200);
    const etag = String(first.headers.get("etag"));
    await first.text();

    queries.count = 0;
    for (let index = 0; index < 10; index += 1) {
      const unchanged = await fetch(pollUrl(lead.id), bearer(customerToken, etag));
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.get("etag")).toBe(etag);
      expect(unchanged.headers.get("cache-control")).toBe("private, no-cache");
      expect(unchanged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(await unchanged.text()).toBe("");
    }
    const byCookie = await fetch(pollUrl(lead.id), {
      headers: { cookie: `theme=dark; uplink_session=${customerToken}`, "if-none-match": etag },
    });
    expect(byCookie.status).toBe(304);
    expect(queries.count).toBe(0);

    await postChatMessage(pair.one.app, installerToken, conversationId, "On my way");
    const changed = await fetchUntil(
      pollUrl(lead.id),
      bearer(customerToken, etag),
      (response) => response.status === 200,
      1_000,
    );
    expect(changed.status).toBe(200);
    expect(JSON.stringify(await changed.json())).toContain("On my way");
  });

  it("never answers another user, a signed-out session or a query it does not know from memory", async () => {
    const { lead, customerToken, strangerToken } = await chat();
    const first = await fetch(pollUrl(lead.id), bearer(customerToken));
    const etag = String(first.headers.get("etag"));
    await first.text();
    expect((await fetch(pollUrl(lead.id), bearer(customerToken, etag))).status).toBe(304);

    // The same ETag from a user who is not a party to the chat, or a made-up token.
    const stranger = await fetch(pollUrl(lead.id), bearer(strangerToken, etag));
    expect([403, 404]).toContain(stranger.status);
    const madeUp = await fetch(pollUrl(lead.id), bearer("not-a-session", etag));
    expect(madeUp.status).toBe(401);
    // A password in the query is refused, not answered 304.
    const secret = await fetch(`${pollUrl(lead.id)}?password=hunter2`, bearer(customerToken, etag));
    expect(secret.status).toBe(400);

    // Signed out on the other instance: refused here within a second.
    const signOut = await pair.one.app.inject({
      method: "POST",
      url: "/api/auth/signout",
      headers: { authorization: `Bearer ${customerToken}` },
    });
    expect(signOut.statusCode).toBe(200);
    const refused = await fetchUntil(
      pollUrl(lead.id),
      bearer(customerToken, etag),
      (response) => response.status === 401,
      1_000,
    );
    expect(refused.status).toBe(401);
  });
});

describe("answers from memory and the per-address API limit", () => {
  const perMinute = 8;
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const fromMemory = () => t!.logs().split("request completed from memory").length - 1;

  /** Sends `request` until it is refused with 429, at most `limit` + 1 times: the statuses. */
  async function untilLimited(request: () => Promise<Response>): Promise<number[]> {
    const statuses: number[] = [];
    for (let sent = 0; sent <= perMinute; sent += 1) {
      const response = await request();
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toMatchObject({ message: messages.server.rateLimited });
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        return statuses;
      }
      await response.arrayBuffer();
    }
    return statuses;
  }

  it("counts GET /api/health from memory like any call: past RATE_LIMIT_API_PER_MINUTE it is 429", async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_API_PER_MINUTE: String(perMinute) } });
    const base = await listening(t.app);
    const statuses = await untilLimited(() => fetch(`${base}/api/health`));
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(perMinute + 1);
    expect(fromMemory()).toBeGreaterThan(0);
  });

  it("counts an unchanged poll answered 304 from memory as a 200 would be", async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_API_PER_MINUTE: String(perMinute) } });
    const { db } = t.database;
    const password = "correct horse";
    const { customer, lead } = await acceptedChat(db, password);
    const token = await signInThrough(t.app, customer.email, password);
    const base = await listening(t.app);
    const url = `${base}/api/leads/${lead.id}/messages`;
    const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(first.status).toBe(200);
    const etag = String(first.headers.get("etag"));
    await first.text();

    const statuses = await untilLimited(() =>
      fetch(url, { headers: { authorization: `Bearer ${token}`, "if-none-match": etag } }),
    );
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 304)).toBe(true);
    expect(fromMemory()).toBeGreaterThan(0);
  });
});

describe("the answer from memory and Fastify's answer are the same answer", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const fromMemory = () => t!.logs().split("request completed from memory").length - 1;

  /** What a client of either path relies on: status, body and the headers that guard it. */
  async function seenOverHttp(response: Response, names: readonly string[]) {
    return {
      status: response.status,
      body: await response.text(),
      headers: Object.fromEntries(names.map((name) => [name, response.headers.get(name)])),
    };
  }
  function seenByInject(
    response: { statusCode: number; body: string; headers: Record<string, unknown> },
    names: readonly string[],
  ) {
    return {
      status: response.statusCode,
      body: response.body,
      headers: Object.fromEntries(
        names.map((name) => [name, (response.headers[name] as string | undefined) ?? null]),
      ),
    };
  }

  it("for GET /api/health while the database answers", async () => {
    t = await buildTestApp();
    const base = await listening(t.app);
    await fetchUntil(`${base}/api/health`, {}, (r) => r.status === 200, 3_000);
    const names = ["content-type", "content-length", "cache-control", ...DATA_HEADERS];
    const before = fromMemory();
    const memory = await seenOverHttp(await fetch(`${base}/api/health`), names);
    expect(fromMemory()).toBe(before + 1);
    const fastify = seenByInject(await t.app.inject({ method: "GET", url: "/api/health" }), names);
    expect(memory).toEqual(fastify);
  });

  it("for an unchanged poll (304) and a changed one (200)", async () => {
    t = await buildTestApp();
    const password = "correct horse";
    const { customer, lead } = await acceptedChat(t.database.db, password);
    const token = await signInThrough(t.app, customer.email, password);
    const base = await listening(t.app);
    const path = `/api/leads/${lead.id}/messages`;
    const first = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const etag = String(first.headers.get("etag"));
    await first.text();
    const asking = (ifNoneMatch: string) => ({
      authorization: `Bearer ${token}`,
      "if-none-match": ifNoneMatch,
    });
    const names = ["etag", "cache-control", "content-type", "content-length"];

    const before = fromMemory();
    const unchanged = await seenOverHttp(
      await fetch(`${base}${path}`, { headers: asking(etag) }),
      names,
    );
    expect(fromMemory()).toBe(before + 1);
    const unchangedByFastify = seenByInject(
      await t.app.inject({ method: "GET", url: path, headers: asking(etag) }),
      names,
    );
    expect(unchanged.status).toBe(304);
    expect(unchanged).toEqual(unchangedByFastify);

    const stale = '"an-older-answer"';
    const changed = await seenOverHttp(
      await fetch(`${base}${path}`, { headers: asking(stale) }),
      names,
    );
    expect(fromMemory()).toBe(before + 1);
    const changedByFastify = seenByInject(
      await t.app.inject({ method: "GET", url: path, headers: asking(stale) }),
      names,
    );
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).toBe(etag);
    expect(changed).toEqual(changedByFastify);
  });
});
