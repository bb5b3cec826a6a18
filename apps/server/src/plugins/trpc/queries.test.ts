import type { FastifyRequest, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "@uplink/api/server";
import type { UserRow } from "@uplink/db";
import { TRPC_MAX_BATCH_CALLS, type Lead } from "@uplink/domain";
import {
  answerWithin,
  buildTestApp,
  signInCast,
  type SignedInCast,
  type TestApp,
  urlOf,
} from "../../test-support";
import { queryCallsOf } from "./query-calls";

/*
 * The tRPC GET queries, answered by trpc/queries.ts, against tRPC's own Fastify adapter
 * on the same app and data: a request naming a `trpc-accept` header is left to the
 * adapter (which reads `application/json` there as no header at all), so each call is
 * made both ways and must come back with the same status, headers and bytes. The
 * adapter streams its body (chunked) where ours has a Content-Length: that is how each
 * answer shows who gave it.
 */

let t: TestApp;
let customer: UserRow;
let otherCustomer: UserRow;
let installer: UserRow;
let admin: UserRow;
let bearer: SignedInCast["bearer"];
let lead: Lead;
let conversationId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ customer, otherCustomer, installer, admin, bearer } = await signInCast(t.database.db));
  lead = (
    await t.app.inject({
      method: "POST",
      url: "/api/workflow/leads",
      headers: bearer(customer),
      payload: {
        address: "Hauptstraße 1, Berlin, 10115",
        description: 'Roof mount, "quoted" text \\ with é and a line\u2028separator',
      },
    })
  ).json<Lead>();
  await t.app.inject({
    method: "POST",
    url: `/api/workflow/leads/${lead.id}/accept`,
    headers: bearer(installer),
  });
  const detail = await t.app.inject({
    method: "GET",
    url: `/api/workflow/leads/${lead.id}`,
    headers: bearer(customer),
  });
  conversationId = detail.json<{ conversation: { id: string } }>().conversation.id;
  await t.app.inject({
    method: "POST",
    url: `/api/conversation/${conversationId}/msg`,
    headers: bearer(customer),
    payload: { body: 'See you <Tuesday> & bring "cable"', type: "TEXT" },
  });
});
afterAll(async () => {
  await t.close();
});

/** The same request for tRPC's adapter. */
function throughAdapter(request: InjectOptions): InjectOptions {
  return {
    ...request,
    headers: { ...(request.headers as Record<string, string>), "trpc-accept": "application/json" },
  };
}

/** Headers that differ between any two answers (ids, counters, the clock) or by framing. */
const PER_ANSWER = new Set([
  "x-request-id",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
  "date",
  "content-length",
  "transfer-encoding",
]);

function observed(response: LightMyRequestResponse) {
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !PER_ANSWER.has(name)),
  );
  return { status: response.statusCode, headers, body: response.body };
}

function answeredByAdapter(response: LightMyRequestResponse): boolean {
  return response.headers["transfer-encoding"] === "chunked";
}

/** How many internal failures the app has logged from the tRPC surface. */
function failuresLogged(app: TestApp): number {
  return app
    .logs()
    .split("\n")
    .filter((line) => line.includes('"msg":"trpc"')).length;
}

/** The answer, and how many internal failures it logged. */
async function answerOf(app: TestApp, request: InjectOptions) {
  const before = failuresLogged(app);
  const response = await app.app.inject(request);
  return { response, logged: failuresLogged(app) - before };
}

async function expectSameAnswers(app: TestApp, requests: InjectOptions[]) {
  for (const request of requests) {
    const ours = await answerOf(app, request);
    const theirs = await answerOf(app, throughAdapter(request));
    const label = urlOf(request);
    expect(answeredByAdapter(ours.response), label).toBe(false);
    expect(answeredByAdapter(theirs.response), label).toBe(true);
    expect({ ...observed(ours.response), logged: ours.logged }, label).toEqual({
      ...observed(theirs.response),
      logged: theirs.logged,
    });
  }
}

/** What queryCallsOf reads of a request, as Fastify would give it for `request`. */
function requestLike(request: InjectOptions): FastifyRequest {
  const url = urlOf(request);
  const path = url.slice("/trpc/".length).split("?")[0]!;
  return {
    method: request.method,
    url,
    headers: request.headers,
    params: { path: decodeURIComponent(path) },
  } as unknown as FastifyRequest;
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

function query(user: UserRow | undefined, path: string, value?: unknown): InjectOptions {
  return {
    method: "GET",
    url: `/trpc/${path}${value === undefined ? "" : `?input=${input(value)}`}`,
    headers: user ? bearer(user) : {},
  };
}

function batch(user: UserRow | undefined, paths: string[], inputs?: unknown): InjectOptions {
  const encoded = inputs === undefined ? "" : `&input=${input(inputs)}`;
  return {
    method: "GET",
    url: `/trpc/${paths.join(",")}?batch=1${encoded}`,
    headers: user ? bearer(user) : {},
  };
}

describe("tRPC queries answer as tRPC's adapter does", () => {
  it("single calls: lists, details, the conversation, the caller, the admin's views", async () => {
    await expectSameAnswers(t, [
      query(installer, "leads.list", {}),
      query(customer, "leads.list", {}),
      query(admin, "leads.list", { limit: 1 }),
      query(installer, "leads.list"),
      query(customer, "leads.byId", { id: lead.id }),
      query(installer, "leadAliases.messages", { id: lead.id }),
      query(customer, "conversation.byId", { id: conversationId }),
      query(customer, "auth.me"),
      query(admin, "admin.stats"),
      query(admin, "admin.users", { limit: 2 }),
      query(undefined, "config.get"),
      query(undefined, "health.check"),
    ]);
  });

  it("refusals: not signed in, not allowed, not found, bad input, input that is not JSON", async () => {
    await expectSameAnswers(t, [
      query(undefined, "auth.me"),
      query(customer, "auth.me", {}),
      query(undefined, "leads.list", { limit: "abc" }),
      query(customer, "admin.stats"),
      query(otherCustomer, "leads.byId", { id: lead.id }),
      query(customer, "leads.byId", { id: "not-a-uuid" }),
      query(customer, "leads.byId"),
      query(customer, "leads.list", { limit: 500 }),
      query(customer, "leads.list", null),
      { ...query(customer, "leads.list"), url: "/trpc/leads.list?input=%7Bnot%20json" },
      { ...query(customer, "admin.stats"), url: "/trpc/admin.stats?input=%7Bnot%20json" },
      { ...query(customer, "leads.list"), url: "/trpc/leads.list?input=" },
      { ...query(customer, "leads.list"), url: "/trpc/leads%2Elist?input=%7B%7D" },
    ]);
  });

  it("batches: all answered, mixed outcomes (207), one status for all, inputs missing or malformed", async () => {
    await expectSameAnswers(t, [
      batch(installer, ["leads.list"], { 0: {} }),
      batch(installer, ["leads.list", "auth.me", "leads.list"], { 0: {}, 1: {}, 2: { limit: 1 } }),
      batch(installer, ["leads.list", "admin.stats", "leads.byId"], { 0: {}, 2: { id: lead.id } }),
      batch(customer, ["leads.byId", "leads.byId"], { 0: { id: lead.id }, 1: { id: "nope" } }),
      batch(undefined, ["auth.me", "admin.stats", "config.get"], {}),
      batch(undefined, ["auth.me", "admin.stats"], {}),
      batch(otherCustomer, ["leads.byId", "admin.stats"], { 0: { id: lead.id } }),
      batch(customer, ["leads.list", "admin.stats"]),
      batch(customer, ["leads.list", "auth.me"], [{}, {}]),
      batch(customer, ["leads.list", "auth.me"], "text"),
      { ...batch(customer, ["leads.list"]), url: "/trpc/leads.list?batch=1&input=%5B" },
      {
        ...batch(customer, ["leads.list"]),
        url: `/trpc/${encodeURIComponent("leads.list,auth.me")}?batch=1&input=${input({})}`,
      },
      batch(admin, Array<string>(10).fill("health.check"), {}),
    ]);
  });

  it("a batch over the cap is refused before any call, as before", async () => {
    const over = batch(admin, Array<string>(11).fill("health.check"), {});
    const ours = await t.app.inject(over);
    const theirs = await t.app.inject(throughAdapter(over));
    expect(ours.statusCode).toBe(400);
    expect(observed(ours)).toEqual(observed(theirs));
  });
});

describe("what tRPC's adapter still answers", () => {
  it("mutations, unknown paths, queries sent another way, streamed answers", async () => {
    const jsonl = { ...bearer(customer), accept: "application/jsonl" };
    const requests: InjectOptions[] = [
      { method: "POST", url: "/trpc/auth.signOut", headers: bearer(otherCustomer), payload: {} },
      { method: "POST", url: "/trpc/leads.list", headers: bearer(customer), payload: {} },
      query(customer, "auth.signOut"),
      query(customer, "no.such.procedure"),
      query(customer, "toString"),
      batch(customer, ["leads.list", "no.such"], {}),
      batch(customer, ["leads.list", "auth.signOut"], {}),
      batch(customer, ["leads.list", "conversation.live"], { 1: { id: conversationId } }),
      { ...query(customer, "leads.list", {}), headers: jsonl },
      { ...batch(customer, ["leads.list"], { 0: {} }), headers: jsonl },
      {
        ...query(customer, "leads.list"),
        url: `/trpc/leads.list?input=${input({})}&connectionParams=1`,
      },
      { ...query(customer, "leads.list"), url: "/trpc/%25E0%25A4%25A?input=%7B%7D" },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(answeredByAdapter(response), `${request.method} ${urlOf(request)}`).toBe(true);
    }
    // A subscription's answer is a stream that stays open: which handler takes it, unsent.
    const live = query(customer, "conversation.live", { id: conversationId });
    expect(queryCallsOf(requestLike(live), appRouter, TRPC_MAX_BATCH_CALLS)).toBeUndefined();
    expect(
      queryCallsOf(requestLike(query(customer, "leads.list", {})), appRouter, TRPC_MAX_BATCH_CALLS),
    ).toBeDefined();
    const head = await t.app.inject({ method: "HEAD", url: "/trpc/leads.list" });
    expect(head.statusCode).toBe(204);
  });
});

describe("while the database is down", () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await buildTestApp({ sessionCache: false });
  });
  afterAll(async () => {
    await down.close();
  });

  it("answers 503 with Retry-After, and a failed context in every call, as the adapter does", async () => {
    const people = await signInCast(down.database.db);
    await down.database.destroy();
    const health = query(undefined, "health.check");
    const unavailable = await answerWithin(down.app, health, (r) => r.statusCode === 503, 3_000);
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.headers["retry-after"]).toBe("5");
    await expectSameAnswers(down, [
      health,
      batch(undefined, ["health.check", "health.check"], {}),
      batch(undefined, ["health.check", "config.get"], {}),
      query(undefined, "health.ready"),
      {
        ...query(undefined, "auth.me", {}),
        headers: people.bearer(people.customer),
      },
      {
        ...batch(undefined, ["auth.me", "health.check"], {}),
        headers: people.bearer(people.customer),
      },
    ]);
  });
});
