import { initTRPC, TRPCError } from "@trpc/server";
import Fastify, { type FastifyInstance, type InjectOptions } from "fastify";
import type { OpenApiMeta } from "trpc-to-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { TooManyRequests } from "@uplink/api/server";
import { restResponseMeta } from "./rest-status";
import { restRoutes } from "./routes";
import { urlOf } from "../../test-support";
import { openApiAdapter } from "./adapter";
import { verbatim } from "@uplink/domain";

/*
 * The Fastify routes against trpc-to-openapi's adapter, on a router made for the
 * awkward cases: each request goes to an app serving it with restRoutes (the adapter
 * behind, as in buildApp) and to one serving it with the adapter alone, and both must
 * answer the same status, headers and bytes.
 */

/** A fresh router each time: trpc-to-openapi switches z.coerce on in the schemas it reads. */
function fixtureRouter() {
  const t = initTRPC.meta<OpenApiMeta>().create({ isDev: false });
  const echo = z.object({ received: z.unknown() });
  const item = z.object({
    id: z.string(),
    name: z.string(),
    note: z.string().nullable(),
    count: z.int(),
    ratio: z.number(),
    tags: z.array(z.string()),
    owner: z.object({ name: z.string(), since: z.iso.datetime() }).nullable(),
    extra: z.record(z.string(), z.number()).optional(),
  });
  const items = [
    {
      ratio: 0.1,
      id: "b",
      name: 'quote " backslash \\ line\u2028sep \u0000 lone \ud800 emoji 😀',
      note: null,
      count: -0,
      tags: [],
      owner: null,
    },
    {
      id: "a",
      name: "x".repeat(100),
      note: "é",
      count: 3,
      ratio: 1e21,
      tags: ["a", "b"],
      owner: { since: "2024-01-01T00:00:00.000Z", name: "Ann" },
      extra: { z: 1, a: 2, 10: 3 },
      dropped: "not in the schema",
    },
  ];
  return t.router({
    query: t.procedure
      .meta({ openapi: { method: "GET", path: "/echo/{id}" } })
      .input(
        z.object({
          id: z.string(),
          n: z.number(),
          flag: z.boolean().optional(),
          tags: z.array(z.string()).optional(),
          limit: z.number().int().min(1).default(5),
        }),
      )
      .output(echo)
      .query(({ input }) => ({ received: input })),
    shadowing: t.procedure
      .meta({ openapi: { method: "GET", path: "/things/{name}" } })
      .input(z.object({ name: z.string() }))
      .output(echo)
      .query(({ input }) => ({ received: { param: input.name } })),
    shadowed: t.procedure
      .meta({ openapi: { method: "GET", path: "/things/special" } })
      .input(z.object({}))
      .output(echo)
      .query(() => ({ received: "special" })),
    body: t.procedure
      .meta({ openapi: { method: "POST", path: "/body/{id}" } })
      .input(z.object({ id: z.string(), count: z.number().optional(), when: z.date().optional() }))
      .output(echo)
      .mutation(({ input }) => ({ received: input })),
    nothing: t.procedure
      .meta({ openapi: { method: "POST", path: "/nothing" } })
      .input(z.void())
      .output(echo)
      .mutation(({ input }) => ({ received: input ?? "none" })),
    list: t.procedure
      .meta({ openapi: { method: "GET", path: "/items" } })
      .input(z.object({}))
      .output(z.array(item))
      .query(() => items),
    fail: t.procedure
      .meta({ openapi: { method: "DELETE", path: "/fail/{kind}" } })
      .input(z.object({ kind: z.string() }))
      .output(echo)
      .mutation(({ input }) => {
        if (input.kind === "conflict") throw new TRPCError({ code: "CONFLICT", message: "taken" });
        if (input.kind === "limited") {
          throw new TRPCError({
            code: "TOO_MANY_REQUESTS",
            message: "slow down",
            cause: new TooManyRequests(verbatim("slow down"), 42),
          });
        }
        throw new Error("a secret detail");
      }),
    // restResponseMeta answers 202 to an offer recorded by this procedure path.
    leads: t.router({
      makeOffer: t.procedure
        .meta({ openapi: { method: "POST", path: "/offer" } })
        .input(z.object({}))
        .output(z.object({ offer: z.object({ id: z.string() }) }))
        .mutation(() => ({ offer: { id: "o1" } })),
    }),
  });
}

async function appServing(withRoutes: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  const router = fixtureRouter();
  await app.register(async (rest) => {
    if (withRoutes) {
      await rest.register(restRoutes, {
        basePath: "/api",
        router,
        createContext: () => Promise.resolve({}),
        responseMeta: restResponseMeta,
      });
    }
    await rest.register(openApiAdapter, {
      basePath: "/api",
      router,
      createContext: () => Promise.resolve({}),
      responseMeta: restResponseMeta,
    });
  });
  await app.ready();
  return app;
}

let routes: FastifyInstance;
let adapter: FastifyInstance;

beforeAll(async () => {
  [routes, adapter] = await Promise.all([appServing(true), appServing(false)]);
});
afterAll(async () => {
  await Promise.all([routes.close(), adapter.close()]);
});

const json = { "content-type": "application/json" };

const requests: InjectOptions[] = [
  { method: "GET", url: "/api/echo/abc?n=5&flag=true&tags=x" },
  { method: "GET", url: "/api/echo/a%20b%2Fc?n=1&tags=x&tags=y&limit=2" },
  { method: "GET", url: "/api/echo/abc?n=abc" },
  { method: "GET", url: "/api/echo/abc?n=" },
  { method: "GET", url: "/api/echo/abc?n=1&n=2" },
  { method: "GET", url: "/api/echo/abc?n=1&flag=false&limit=0" },
  { method: "GET", url: "/api/echo/abc?n=1&id=overridden" },
  { method: "GET", url: "/api/echo/abc/?n=1" },
  { method: "GET", url: "/api/ECHO/abc?n=1" },
  { method: "GET", url: "/api/echo/./abc?n=1" },
  { method: "GET", url: "/api/echo/%2e%2e?n=1" },
  { method: "HEAD", url: "/api/echo/abc?n=1" },
  { method: "GET", url: "/api/things/special" },
  { method: "GET", url: "/api/things/other" },
  { method: "GET", url: "/api/items" },
  { method: "POST", url: "/api/body/7", headers: json, payload: '{"count":"3"}' },
  { method: "POST", url: "/api/body/7", headers: json, payload: '{"id":"8","count":2}' },
  {
    method: "POST",
    url: "/api/body/7",
    headers: json,
    payload: '{"when":"2024-05-01T10:00:00Z"}',
  },
  { method: "POST", url: "/api/body/7", headers: json, payload: '"text"' },
  { method: "POST", url: "/api/body/7", headers: json, payload: "null" },
  { method: "POST", url: "/api/body/7", headers: json, payload: "[1,2]" },
  { method: "POST", url: "/api/body/7", headers: json, payload: "{" },
  { method: "POST", url: "/api/body/7", headers: { "content-type": "text/plain" }, payload: "x" },
  { method: "POST", url: "/api/body/7" },
  {
    method: "POST",
    url: "/api/body/7",
    headers: { "content-type": "application/json; charset=utf-8" },
    payload: "{}",
  },
  { method: "POST", url: "/api/nothing", headers: json, payload: '{"a":1}' },
  { method: "PUT", url: "/api/body/7", headers: json, payload: "{}" },
  { method: "DELETE", url: "/api/body/7" },
  { method: "GET", url: "/api/no/such/path" },
  { method: "DELETE", url: "/api/fail/conflict" },
  { method: "DELETE", url: "/api/fail/limited" },
  { method: "DELETE", url: "/api/fail/crash" },
  { method: "POST", url: "/api/offer", headers: json, payload: "{}" },
  { method: "GET", url: "/api/echo/abc?n=1", headers: { host: "exa mple" } },
  { method: "GET", url: "/api/echo/abc?n=1", headers: { host: "user@example.com" } },
  { method: "GET", url: "/api/echo/abc?n=1", headers: { host: "localhost:99999" } },
  { method: "GET", url: "/api/echo/abc?n=1", headers: { host: "10.0.0.999" } },
  { method: "GET", url: "/api/echo/abc?n=x", headers: { host: "exa mple" } },
  { method: "POST", url: "/api/body/7", headers: { ...json, host: "[::1]:8080" }, payload: "{}" },
  { method: "POST", url: "/api/body/7", headers: { "content-type": "text/plain", host: "a b" } },
];

/** What a client can tell of an answer. */
function observed(response: Awaited<ReturnType<FastifyInstance["inject"]>>) {
  return {
    status: response.statusCode,
    contentType: response.headers["content-type"],
    retryAfter: response.headers["retry-after"],
    body: response.body,
  };
}

describe("the REST routes answer as trpc-to-openapi's adapter", () => {
  it("with the same status, content type, Retry-After and bytes, request by request", async () => {
    for (const request of requests) {
      const [ours, theirs] = [await routes.inject(request), await adapter.inject(request)];
      expect(observed(ours), `${request.method} ${urlOf(request)}`).toEqual(observed(theirs));
    }
  });

  it("serve the routes themselves, leaving HEAD, odd spellings and unknown paths to the adapter", () => {
    expect(routes.hasRoute({ method: "GET", url: "/api/echo/:id" })).toBe(true);
    expect(routes.hasRoute({ method: "POST", url: "/api/body/:id" })).toBe(true);
    expect(routes.hasRoute({ method: "HEAD", url: "/api/echo/:id" })).toBe(false);
    expect(adapter.hasRoute({ method: "GET", url: "/api/echo/:id" })).toBe(false);
  });

  it("answer a recorded offer 202 and a refused call with its Retry-After", async () => {
    const offer = await routes.inject({ method: "POST", url: "/api/offer", payload: {} });
    expect(offer.statusCode).toBe(202);
    expect(offer.json()).toEqual({ offer: { id: "o1" } });
    const limited = await routes.inject({ method: "DELETE", url: "/api/fail/limited" });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("42");
  });

  it("drop what the output schema does not declare, as the procedure's output parser does", async () => {
    const listed = await routes.inject({ method: "GET", url: "/api/items" });
    expect(listed.body).not.toContain("dropped");
    expect(listed.json<{ id: string }[]>().map((item) => item.id)).toEqual(["b", "a"]);
  });
});
