import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import { createUser, dataUrl, sceneJpeg } from "@uplink/api/testing";
import type { UserRow } from "@uplink/db";
import { messages, type Lead } from "@uplink/domain";
import { buildTestApp, type TestApp } from "./test-support";

/* SPEC §7 "Defined but unused": every path answers on the REST surface. */

let t: TestApp;
let customer: UserRow;
let installer: UserRow;
let admin: UserRow;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  customer = await createUser(db, { role: "customer" });
  installer = await createUser(db, { role: "installer", verificationStatus: "APPROVED" });
  admin = await createUser(db, { role: "administrator" });
  for (const user of [customer, installer, admin]) {
    tokens.set(user.id, (await createSession(db, user.id)).token);
  }
});
afterAll(async () => {
  await t.close();
});

function call(user: UserRow | null, method: "GET" | "POST", url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: user ? { authorization: `Bearer ${tokens.get(user.id)}` } : {},
    ...(payload ? { payload } : {}),
  });
}

describe("the /api/leads aliases", () => {
  it("create, list, show, accept and read the messages of a lead", async () => {
    const created = await call(customer, "POST", "/api/leads", {
      address: "Hauptstraße 1, Berlin, 10115",
      description: "Wall mount on the facade of a two storey house",
    });
    expect(created.statusCode).toBe(200);
    const lead = created.json<Lead>();

    const listed = await call(customer, "GET", "/api/leads");
    expect(listed.json<Lead[]>().map((each) => each.id)).toContain(lead.id);
    expect((await call(customer, "GET", `/api/leads/${lead.id}`)).statusCode).toBe(200);
    expect((await call(customer, "GET", `/api/leads/${lead.id}/messages`)).json()).toEqual([]);

    const accepted = await call(installer, "POST", `/api/leads/${lead.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    const thread = await call(installer, "GET", `/api/leads/${lead.id}/messages`);
    expect(thread.json<{ type: string; body: string }[]>()).toMatchObject([
      { type: "SYSTEM", body: messages.leadEvents.accepted.system },
    ]);
  });
});

describe("/api/payments", () => {
  it("capture and release are idempotent and for administrators only", async () => {
    const lead = (
      await call(customer, "POST", "/api/workflow/leads", {
        address: "Ring 2, Hamburg, 20095",
        description: "Roof mount on a steep roof",
      })
    ).json<Lead>();
    expect(
      (await call(customer, "POST", "/api/payments/capture", { leadId: lead.id })).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, "POST", "/api/payments/capture", { leadId: lead.id })).statusCode,
    ).toBe(409);

    await call(installer, "POST", `/api/workflow/leads/${lead.id}/accept`);
    const capture = await call(admin, "POST", "/api/payments/capture", { leadId: lead.id });
    expect(capture.statusCode).toBe(200);
    expect(capture.json()).toMatchObject({ kind: "capture", amount: lead.value, replayed: true });

    await call(installer, "POST", `/api/workflow/leads/${lead.id}/on-site`);
    const photos = await Promise.all(
      [81, 82, 83].map(async (seed) => dataUrl(await sceneJpeg({ seed }))),
    );
    expect(
      (await call(installer, "POST", `/api/workflow/leads/${lead.id}/done`, { photos })).statusCode,
    ).toBe(200);
    expect(
      (await call(admin, "POST", "/api/payments/release", { leadId: lead.id })).statusCode,
    ).toBe(409);
    expect(
      (await call(customer, "POST", `/api/workflow/leads/${lead.id}/approve`, {})).statusCode,
    ).toBe(200);
    const release = await call(admin, "POST", "/api/payments/release", { leadId: lead.id });
    expect(release.statusCode).toBe(200);
    expect(release.json()).toMatchObject({ kind: "release", amount: lead.value, replayed: true });
  });
});

describe("/api/ai", () => {
  it("generate-quote prices a description and explains it", async () => {
    const response = await call(customer, "POST", "/api/ai/generate-quote", {
      description: "Pole mount in the garden with a 30 m cable",
    });
    expect(response.statusCode).toBe(200);
    const quote = response.json<{ value: number; lines: unknown[]; reasons: string[] }>();
    expect(quote.value).toBe(199 + 0 + 90 + 60);
    expect(quote.reasons.length).toBeGreaterThan(1);
    const vague = await call(customer, "POST", "/api/ai/generate-quote", { description: "Hi" });
    expect(vague.json()).toMatchObject({ value: null, lines: [] });
  });

  it.each(["/api/ai/analyze-photos", "/api/ai/validate-photos", "/api/verify-property-photos"])(
    "%s answers from the photo checks",
    async (path) => {
      const good = await call(customer, "POST", path, {
        photos: [dataUrl(await sceneJpeg({ seed: 91 }))],
      });
      expect(good.json()).toEqual({ isValid: true, feedback: messages.server.photosAccepted(1) });
      const small = await call(customer, "POST", path, {
        photos: [dataUrl(await sceneJpeg({ width: 100, height: 100 }))],
      });
      expect(small.json()).toMatchObject({
        isValid: false,
        reason: messages.server.photoTooSmallSized(100, 100),
      });
      expect((await call(null, "POST", path, { photos: [] })).statusCode).toBe(401);
    },
  );
});

describe("/api/installer", () => {
  it("onboards an installer and shows the profile back", async () => {
    expect((await call(installer, "GET", "/api/installer/profile")).statusCode).toBe(404);
    const profile = {
      companyName: "Sky Mounts GmbH",
      bio: "Ten years of satellite installations",
      servicePostalCode: "10115",
      serviceRadiusKm: 50,
      phone: "+49 30 1234567",
    };
    const saved = await call(installer, "POST", "/api/installer/onboard", profile);
    expect(saved.statusCode).toBe(200);
    // A number in international form is kept in E.164.
    expect((await call(installer, "GET", "/api/installer/profile")).json()).toMatchObject({
      ...profile,
      phone: "+49301234567",
    });
    const invalid = await call(installer, "POST", "/api/installer/onboard", {
      ...profile,
      serviceRadiusKm: 5000,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: messages.validation.serviceRadiusRange });
    expect((await call(customer, "GET", "/api/installer/profile")).statusCode).toBe(403);
  });
});

describe("the OpenAPI document", () => {
  it("names every lead workflow path and tells protected ones", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    for (const path of [
      "/workflow/leads",
      "/workflow/leads/{id}",
      "/workflow/leads/{id}/accept",
      "/workflow/leads/{id}/on-site",
      "/workflow/leads/{id}/done",
      "/workflow/leads/{id}/approve",
      "/workflow/leads/{id}/revision",
      "/verify-property-photos",
      "/leads",
      "/leads/{id}",
      "/leads/{id}/accept",
      "/leads/{id}/messages",
      "/payments/capture",
      "/payments/release",
      "/ai/generate-quote",
      "/ai/analyze-photos",
      "/ai/validate-photos",
      "/installer/onboard",
      "/installer/profile",
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(document.paths["/workflow/leads/{id}/accept"]?.post?.security).toBeDefined();
  });
});
