import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import type { InstallerProfile, Lead, ListedLead } from "@uplink/domain";
import { buildTestApp, signInCast, type SignedInCast, type TestApp } from "./test-support";

/*
 * Issue 14, installer service area, over REST: an installer in München with a 50 km
 * radius sees a request in Freising (about 33 km) and not one in Augsburg (about 57 km),
 * placed by the shipped GeoNames tables; a request whose town is not known is shown to
 * everyone and marked.
 */

let t: TestApp;
let customer: UserRow;
let installer: UserRow;
let bearer: SignedInCast["bearer"];
const ids: Record<"augsburg" | "atlantis" | "freising", string> = {
  augsburg: "",
  atlantis: "",
  freising: "",
};

const serviceArea = {
  companyName: "Dish Works Bayern",
  servicePostalCode: "80331",
  serviceCity: "München",
  serviceRadiusKm: 50,
  country: "DE",
};

async function postLead(city: string, postalCode: string): Promise<string> {
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/workflow/leads",
    headers: bearer(customer),
    payload: { address: `Hauptstraße 1, ${city}, ${postalCode}`, country: "DE" },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<Lead>().id;
}

const jobs = (query = "") =>
  t.app.inject({ method: "GET", url: `/api/workflow/leads${query}`, headers: bearer(installer) });

beforeAll(async () => {
  t = await buildTestApp();
  ({ customer, installer, bearer } = await signInCast(t.database.db));
  const onboarded = await t.app.inject({
    method: "POST",
    url: "/api/installer/onboard",
    headers: bearer(installer),
    payload: serviceArea,
  });
  expect(onboarded.statusCode).toBe(200);
  expect(onboarded.json<InstallerProfile>()).toMatchObject({
    located: true,
    serviceCity: "München",
  });
  // Oldest first: Augsburg is older than Freising, the unknown town the newest.
  ids.augsburg = await postLead("Augsburg", "86150");
  ids.freising = await postLead("Freising", "85354");
  ids.atlantis = await postLead("Atlantis", "00000");
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/workflow/leads for an installer in München with a 50 km radius", () => {
  it("with inArea=true lists Freising and the unknown town, not Augsburg", async () => {
    const answer = await jobs("?inArea=true");
    expect(answer.statusCode).toBe(200);
    const listed = answer.json<ListedLead[]>();
    expect(listed.map((lead) => lead.id)).toEqual([ids.atlantis, ids.freising]);
    expect(listed[0]).toMatchObject({ located: false, distanceKm: null, inServiceArea: null });
    expect(listed[1]).toMatchObject({ located: true, inServiceArea: true });
    expect(Math.abs((listed[1]?.distanceKm ?? 0) - 33)).toBeLessThan(1.5);
  });

  it("without it lists the area first, then Augsburg marked outside, about 57 km away", async () => {
    const listed = (await jobs()).json<ListedLead[]>();
    expect(listed.map((lead) => lead.id)).toEqual([ids.atlantis, ids.freising, ids.augsburg]);
    expect(listed[2]).toMatchObject({ located: true, inServiceArea: false });
    expect(Math.abs((listed[2]?.distanceKm ?? 0) - 57)).toBeLessThan(1.5);
    expect((await jobs("?inArea=false")).json<ListedLead[]>()).toEqual(listed);
    // An empty value is no value: no filter.
    expect((await jobs("?inArea=")).json<ListedLead[]>()).toEqual(listed);
  });

  it("pages one lead at a time across the edge of the area", async () => {
    const seen: string[] = [];
    let cursor = "";
    for (let page = 0; page < 5; page += 1) {
      const answer = await jobs(`?limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      expect(answer.statusCode).toBe(200);
      const listed = answer.json<ListedLead[]>();
      if (listed.length === 0) break;
      seen.push(...listed.map((lead) => lead.id));
      cursor = listed.at(-1)?.id ?? "";
    }
    expect(seen).toEqual([ids.atlantis, ids.freising, ids.augsburg]);
  });

  it("shows the customer their own requests, the unknown town marked not located", async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: "/api/workflow/leads?inArea=true",
      headers: bearer(customer),
    });
    const listed = answer.json<ListedLead[]>();
    expect(listed.map((lead) => [lead.id, lead.located])).toEqual([
      [ids.atlantis, false],
      [ids.freising, true],
      [ids.augsburg, true],
    ]);
  });
});

describe("refused", () => {
  it("saving a service area as a customer (403) or signed out (401)", async () => {
    const asCustomer = await t.app.inject({
      method: "POST",
      url: "/api/installer/onboard",
      headers: bearer(customer),
      payload: serviceArea,
    });
    expect(asCustomer.statusCode).toBe(403);
    const signedOut = await t.app.inject({
      method: "POST",
      url: "/api/installer/onboard",
      payload: serviceArea,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await jobs("?inArea=true")).statusCode).toBe(200);
  });

  it.each([
    ["a radius of a billion km", { serviceRadiusKm: 1e9 }],
    ["a negative radius", { serviceRadiusKm: -50 }],
    ["a radius as text", { serviceRadiusKm: "fifty" }],
    ["a town of 10,000 letters", { serviceCity: "M".repeat(10_000) }],
    ["a town that is a number", { serviceCity: 80331 }],
  ])("a service area with %s is a 400, never a 500", async (_, change) => {
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/installer/onboard",
      headers: bearer(installer),
      payload: { ...serviceArea, ...change },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ code: string }>().code).toBeTruthy();
  });

  it.each(["?inArea=maybe", "?inArea=1", "?inArea=TRUE", "?limit=0", "?cursor=not-a-lead"])(
    "the list with %s is a 400",
    async (query) => {
      expect((await jobs(query)).statusCode).toBe(400);
    },
  );

  it("a postal code and town nobody knows are taken, and the request shown unplaced", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/workflow/leads",
      headers: bearer(customer),
      payload: {
        address: { street: "Nowhere 1", city: "Zzyzx-upon-Nothing", postalCode: "99999" },
      },
    });
    expect(answer.statusCode).toBe(200);
    const id = answer.json<Lead>().id;
    const listed = (await jobs("?inArea=true")).json<ListedLead[]>();
    expect(listed.find((lead) => lead.id === id)).toMatchObject({ located: false });
  });
});

describe("the OpenAPI document", () => {
  it("names inArea among the list's query parameters, and the place of each listed lead", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    }>();
    const parameters = document.paths["/workflow/leads"]?.get?.parameters ?? [];
    expect(parameters).toContainEqual(expect.objectContaining({ name: "inArea", in: "query" }));
    expect(JSON.stringify(document.paths["/workflow/leads"])).toContain("inServiceArea");
  });
});
