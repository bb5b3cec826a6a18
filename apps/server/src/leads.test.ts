import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import { createUser, dataUrl, sceneJpeg } from "@uplink/api/testing";
import type { UserRow } from "@uplink/db";
import { messages, type Lead, type LeadDetail } from "@uplink/domain";
import { BODY_LIMIT_BYTES } from "./plugins/limits/body-limit";
import { buildTestApp, signInCast, type SignedInCast, type TestApp } from "./test-support";

let t: TestApp;
let customer: UserRow;
let otherCustomer: UserRow;
let installer: UserRow;
let otherInstaller: UserRow;
let admin: UserRow;
let tokenOf: SignedInCast["tokenOf"];
let bearer: SignedInCast["bearer"];

beforeAll(async () => {
  t = await buildTestApp();
  ({ customer, otherCustomer, installer, otherInstaller, admin, tokenOf, bearer } =
    await signInCast(t.database.db));
});
afterAll(async () => {
  await t.close();
});
const description = "Roof mount on a flat roof, cable through the wall into the office";

async function postLead(payload: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/workflow/leads",
    headers: bearer(customer),
    payload,
  });
}

describe("REST lead workflow", () => {
  it("creates a lead from comma text with a photo, and serves the photo to permitted viewers", async () => {
    const photo = dataUrl(await sceneJpeg({ seed: 71 }));
    const created = await postLead({
      address: "Hauptstraße 1, Berlin, 10115",
      description,
      photos: [photo],
    });
    expect(created.statusCode).toBe(200);
    const lead = created.json<Lead>();
    expect(lead).toMatchObject({
      title: "Starlink Installation in Berlin",
      address: { street: "Hauptstraße 1", city: "Berlin", postalCode: "10115" },
      status: "NEW",
      value: 369,
    });

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/workflow/leads/${lead.id}`,
      headers: bearer(customer),
    });
    expect(detail.statusCode).toBe(200);
    const { photos, conversation } = detail.json<LeadDetail>();
    expect(conversation).toBeNull();
    const url = photos[0]?.url ?? "";
    expect(url).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);

    const served = await t.app.inject({ method: "GET", url, headers: bearer(customer) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toContain("private");
    expect(served.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const byCookie = await t.app.inject({
      method: "GET",
      url,
      cookies: { uplink_session: tokenOf(admin) },
    });
    expect(byCookie.statusCode).toBe(200);
    for (const headers of [{}, bearer(otherCustomer), bearer(installer)]) {
      const refused = await t.app.inject({ method: "GET", url, headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: "NOT_FOUND", message: messages.server.notFound });
    }
  });

  it("answers a bad photo with 400 and the photo service's sentence", async () => {
    const response = await postLead({
      address: { street: "Ring 2", city: "Hamburg", postalCode: "20095" },
      photos: [dataUrl(Buffer.from("plain text"), "image/png")],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "BAD_REQUEST",
      message: messages.server.photoNotPngOrJpeg,
    });
  });

  it("answers misordered dates with 400 and the field's message", async () => {
    const response = await postLead({
      address: "Ring 2, Hamburg, 20095",
      preferredStartDate: "2099-05-10",
      preferredEndDate: "2099-05-01",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "BAD_REQUEST",
      message: messages.validation.endDateBeforeStart,
    });
  });

  it("accepts with no body at all, then refuses a second installer with 409", async () => {
    const lead = (await postLead({ address: "Ring 2, Hamburg, 20095", description })).json<Lead>();
    const notYet = await t.app.inject({
      method: "GET",
      url: `/api/workflow/leads/${lead.id}`,
      headers: bearer(installer),
    });
    expect(notYet.statusCode).toBe(200);
    expect(notYet.json<LeadDetail>()).toMatchObject({
      lead: { address: { street: null, city: "Hamburg", postalCode: "20095" } },
      conversation: null,
      photos: [],
      payment: null,
    });
    expect(notYet.body).not.toContain("Ring 2");

    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/workflow/leads/${lead.id}/accept`,
      headers: bearer(installer),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Lead>()).toMatchObject({
      status: "ACCEPTED",
      installerId: installer.id,
      address: { street: "Ring 2", city: "Hamburg", postalCode: "20095" },
    });
    const taken = await t.app.inject({
      method: "GET",
      url: `/api/workflow/leads/${lead.id}`,
      headers: bearer(installer),
    });
    expect(taken.json<LeadDetail>().lead.address.street).toBe("Ring 2");
    const tooLate = await t.app.inject({
      method: "GET",
      url: `/api/workflow/leads/${lead.id}`,
      headers: bearer(otherInstaller),
    });
    expect(tooLate.statusCode).toBe(403);
    expect(tooLate.json()).toMatchObject({
      code: "FORBIDDEN",
      message: "Access Denied: You can view details only after accepting the job.",
    });

    const late = await t.app.inject({
      method: "POST",
      url: `/api/workflow/leads/${lead.id}/accept`,
      headers: { ...bearer(otherInstaller), "content-type": "application/json" },
      payload: "{}",
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: "CONFLICT",
      message: messages.server.wrongLeadState("ACCEPTED", "accept"),
    });

    const list = await t.app.inject({
      method: "GET",
      url: "/api/workflow/leads?limit=1",
      headers: bearer(installer),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<Lead[]>()).toHaveLength(1);
  });

  it("shows NEW leads only to approved installers, and their street only after accepting", async () => {
    const lead = (await postLead({ address: "Ring 7, Hamburg, 20095", description })).json<Lead>();
    const { db } = t.database;
    for (const verificationStatus of ["NEW", "ACCEPTED", "REJECTED"] as const) {
      const pending = await createUser(db, { role: "installer", verificationStatus });
      const headers = {
        authorization: `Bearer ${(await createSession(db, pending.id)).token}`,
      };
      const list = await t.app.inject({ url: "/api/workflow/leads?limit=100", headers });
      expect([verificationStatus, list.statusCode, list.json<Lead[]>()]).toEqual([
        verificationStatus,
        200,
        [],
      ]);
      const detail = await t.app.inject({ url: `/api/workflow/leads/${lead.id}`, headers });
      expect([
        verificationStatus,
        detail.statusCode,
        detail.json<{ message: string }>().message,
      ]).toEqual([verificationStatus, 404, messages.server.notFound]);
    }

    const listed = await t.app.inject({
      url: "/api/workflow/leads?limit=100",
      headers: bearer(otherInstaller),
    });
    const newLeads = listed.json<Lead[]>().filter((row) => row.status === "NEW");
    expect(newLeads.map((row) => row.id)).toContain(lead.id);
    expect(newLeads.every((row) => row.address.street === null)).toBe(true);
    expect(listed.body).not.toContain("Ring 7");

    for (const viewer of [customer, admin]) {
      const detail = await t.app.inject({
        url: `/api/workflow/leads/${lead.id}`,
        headers: bearer(viewer),
      });
      expect(detail.json<LeadDetail>().lead.address.street).toBe("Ring 7");
    }
  });

  it("refuses anonymous callers with 401", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/workflow/leads" });
    expect(response.statusCode).toBe(401);
  });

  it("pages the list newest first, the next page starting after the last lead's id", async () => {
    const pager = await createUser(t.database.db, { role: "customer" });
    const headers = {
      authorization: `Bearer ${(await createSession(t.database.db, pager.id)).token}`,
    };
    const created: string[] = [];
    for (const city of ["Bonn", "Köln", "Essen", "Trier", "Mainz"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/workflow/leads",
        headers,
        payload: { address: `Ring 1, ${city}, 53111` },
      });
      created.unshift(response.json<Lead>().id);
    }
    const pageAfter = async (cursor?: string) => {
      const query = new URLSearchParams({ limit: "2", ...(cursor && { cursor }) });
      const response = await t.app.inject({
        url: `/api/workflow/leads?${query.toString()}`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<Lead[]>().map((lead) => lead.id);
    };
    const first = await pageAfter();
    const second = await pageAfter(first.at(-1));
    const third = await pageAfter(second.at(-1));
    expect([first, second, third]).toEqual([
      created.slice(0, 2),
      created.slice(2, 4),
      created.slice(4),
    ]);

    for (const query of ["limit=0", "limit=101", "cursor=not-an-id"]) {
      const refused = await t.app.inject({
        url: `/api/workflow/leads?${query.toString()}`,
        headers,
      });
      expect(refused.statusCode).toBe(400);
    }
  });

  it("documents GET /api/photos/{id} with its image and refusal answers", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<
        string,
        { get?: { security?: unknown[]; responses: Record<string, { content?: object }> } }
      >;
    }>();
    const operation = document.paths["/photos/{id}"]?.get;
    expect(operation?.security).toEqual([{ Authorization: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(["200", "404"]);
    expect(Object.keys(operation?.responses["200"]?.content ?? {})).toEqual([
      "image/jpeg",
      "image/png",
    ]);
  });
});

describe("body limits", () => {
  const oversized = JSON.stringify({ padding: "x".repeat(BODY_LIMIT_BYTES) });

  it("lets a body over 1 MiB through on the photo paths", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/verify-property-photos",
      headers: { ...bearer(customer), "content-type": "application/json" },
      payload: JSON.stringify({ photos: [dataUrl(Buffer.alloc(BODY_LIMIT_BYTES, 1))] }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isValid: false });
  });

  it("refuses a body over 1 MiB elsewhere with 413, with or without a length", async () => {
    const declared = await t.app.inject({
      method: "POST",
      url: "/api/workflow/leads/00000000-0000-4000-8000-000000000000/approve",
      headers: { ...bearer(customer), "content-type": "application/json" },
      payload: oversized,
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: messages.server.payloadTooLarge,
    });

    const chunked = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      payload: oversized,
    });
    expect(chunked.statusCode).toBe(413);
  });
});
