import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import type { Lead, OfferMade } from "@uplink/domain";
import {
  buildTestApp,
  signInCast,
  urlOf,
  type SignedInCast,
  type TestApp,
} from "../../test-support";

/*
 * The product's REST surface, served by restRoutes, against trpc-to-openapi's adapter
 * on the same app and data: a path spelled with a trailing slash misses the Fastify
 * routes and is answered by the adapter behind them, so each call is made both ways
 * and must come back with the same status, content type and bytes.
 */

let t: TestApp;
let customer: UserRow;
let otherCustomer: UserRow;
let installer: UserRow;
let admin: UserRow;
let bearer: SignedInCast["bearer"];
let priced: Lead;
let unpriced: Lead;
let conversationId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ customer, otherCustomer, installer, admin, bearer } = await signInCast(t.database.db));
  const post = (payload: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/workflow/leads",
      headers: bearer(customer),
      payload,
    });
  priced = (
    await post({
      address: "Hauptstraße 1, Berlin, 10115",
      description: 'Roof mount, "quoted" text \\ with é and a line\u2028separator',
    })
  ).json<Lead>();
  unpriced = (
    await post({ address: "Ring 2, Hamburg, 20095", description: "Please call me" })
  ).json<Lead>();
  await t.app.inject({
    method: "POST",
    url: `/api/workflow/leads/${priced.id}/accept`,
    headers: bearer(installer),
  });
  const detail = await t.app.inject({
    method: "GET",
    url: `/api/workflow/leads/${priced.id}`,
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

/** The same call with a trailing slash on its path: the adapter's answer. */
function throughAdapter(request: InjectOptions): InjectOptions {
  const [path, query] = urlOf(request).split("?");
  return { ...request, url: `${path}/${query === undefined ? "" : `?${query}`}` };
}

function observed(response: Awaited<ReturnType<TestApp["app"]["inject"]>>) {
  return {
    status: response.statusCode,
    contentType: response.headers["content-type"],
    retryAfter: response.headers["retry-after"],
    body: response.body,
  };
}

async function expectSameAnswers(requests: InjectOptions[], normalize = (body: string) => body) {
  for (const request of requests) {
    const ours = observed(await t.app.inject(request));
    const theirs = observed(await t.app.inject(throughAdapter(request)));
    expect({ ...ours, body: normalize(ours.body) }, `${request.method} ${urlOf(request)}`).toEqual({
      ...theirs,
      body: normalize(theirs.body),
    });
  }
}

const as = (user: UserRow, method: InjectOptions["method"], url: string, payload?: object) => ({
  method,
  url,
  headers: bearer(user),
  ...(payload ? { payload } : {}),
});

describe("the REST surface answers as trpc-to-openapi did", () => {
  it("reads: lists, details, the conversation, the caller, the admin's views", async () => {
    await expectSameAnswers([
      as(customer, "GET", "/api/workflow/leads"),
      as(installer, "GET", "/api/workflow/leads?limit=1"),
      as(installer, "GET", `/api/workflow/leads?limit=1&cursor=${unpriced.id}`),
      as(admin, "GET", "/api/workflow/leads"),
      as(customer, "GET", "/api/leads"),
      as(customer, "GET", `/api/workflow/leads/${priced.id}`),
      as(installer, "GET", `/api/leads/${priced.id}`),
      as(customer, "GET", `/api/leads/${priced.id}/messages`),
      as(installer, "GET", `/api/conversation/${conversationId}`),
      as(customer, "GET", `/api/workflow/leads/${unpriced.id}/offers`),
      as(customer, "GET", "/api/auth/me"),
      as(customer, "GET", "/api/auth/sessions"),
      as(installer, "GET", "/api/installer/profile"),
      as(customer, "GET", "/api/me/ledger"),
      as(installer, "GET", "/api/notices"),
      as(admin, "GET", "/api/admin/stats"),
      as(admin, "GET", "/api/admin/users?limit=2"),
      as(admin, "GET", "/api/admin/leads"),
      as(admin, "GET", "/api/admin/alerts?resolved=true"),
      as(admin, "GET", "/api/admin/recent-activities?limit=3"),
      { method: "GET", url: "/api/config" },
    ]);
  });

  it("refusals: not signed in, not allowed, not found, bad input, wrong content type", async () => {
    await expectSameAnswers([
      { method: "GET", url: "/api/auth/me" },
      { method: "DELETE", url: "/api/me?code=123456" },
      as(customer, "GET", "/api/admin/stats"),
      as(otherCustomer, "GET", `/api/workflow/leads/${priced.id}`),
      as(customer, "GET", "/api/workflow/leads/not-a-uuid"),
      as(customer, "GET", "/api/workflow/leads?limit=abc"),
      as(customer, "GET", "/api/workflow/leads?limit=500"),
      as(customer, "GET", "/api/workflow/leads?limit=1&limit=2"),
      as(admin, "GET", "/api/admin/alerts?resolved=maybe"),
      as(customer, "POST", `/api/workflow/leads/${unpriced.id}/accept`, {}),
      as(installer, "POST", `/api/workflow/leads/${priced.id}/accept`, {}),
      as(installer, "POST", `/api/workflow/leads/${unpriced.id}/offers`, { value: "lots" }),
      as(customer, "POST", "/api/workflow/leads", { address: "" }),
      {
        ...as(customer, "POST", `/api/conversation/${conversationId}/msg`),
        headers: { ...bearer(customer), "content-type": "text/plain" },
        payload: "hello",
      },
      { method: "POST", url: "/api/auth/signin", payload: {} },
      { method: "POST", url: "/api/auth/signin", payload: { email: "x", password: 5 } },
    ]);
  });

  it("changes, their ids and times aside: a lead posted, an offer recorded (202), a message sent", async () => {
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
    const time = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g;
    const normalize = (body: string) => body.replace(uuid, "<id>").replace(time, "<time>");
    const offers = await Promise.all(
      [1, 2].map(async () =>
        (
          await t.app.inject(
            as(customer, "POST", "/api/workflow/leads", {
              address: "Ring 3, Hamburg, 20095",
              description: "Call me",
            }),
          )
        ).json<Lead>(),
      ),
    );
    const ours = await t.app.inject(
      as(installer, "POST", `/api/workflow/leads/${offers[0]!.id}/accept`, { value: 410 }),
    );
    const theirs = await t.app.inject(
      as(installer, "POST", `/api/workflow/leads/${offers[1]!.id}/accept/`, { value: 410 }),
    );
    expect(ours.statusCode).toBe(202);
    expect(ours.json<OfferMade>().offer.value).toBe(410);
    expect({ ...observed(ours), body: normalize(ours.body) }).toEqual({
      ...observed(theirs),
      body: normalize(theirs.body),
    });
    await expectSameAnswers(
      [
        as(customer, "POST", "/api/workflow/leads", {
          address: { street: "Weg 1", city: "Köln", postalCode: "50667" },
          description: "Wall mount",
          preferredStartDate: "2099-05-01",
        }),
        as(installer, "POST", `/api/conversation/${conversationId}/msg`, {
          body: "On my way",
          type: "TEXT",
        }),
      ],
      normalize,
    );
  });
});
