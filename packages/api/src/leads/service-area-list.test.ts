import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import type { ListedLead } from "@uplink/domain";
import {
  callerAs,
  contextFor,
  createCaller,
  createLead,
  createUser,
  createVerifiedInstaller,
  QueryCounter,
  useTestApi,
} from "../testing";

/*
 * The job list of an installer whose service area is placed (the rows are placed here
 * directly; leads-service-area.test.ts places them through the API from their towns):
 * within the radius and unplaced first, then the rest, each part newest first.
 */

const api = useTestApi();

const MUNICH = { lat: 48.13743, lon: 11.57549 };
const TOWNS = {
  freising: { latitude: 48.40351, longitude: 11.74876 },
  dachau: { latitude: 48.26, longitude: 11.43417 },
  augsburg: { latitude: 48.37154, longitude: 10.89851 },
  berlin: { latitude: 52.52437, longitude: 13.41053 },
  lisbon: { latitude: 38.71667, longitude: -9.13333 },
  nowhere: { latitude: null, longitude: null },
};
type Town = keyof typeof TOWNS;

let customer: UserRow;
let installer: UserRow;
/** Seconds since the first lead: each new lead is a second newer than the last. */
let clock = 0;

async function leadIn(
  town: Town,
  options: { installerId?: string; status?: "ACCEPTED" } = {},
): Promise<string> {
  const lead = await createLead(api.db, customer.id, options);
  clock += 1;
  await api.db
    .updateTable("leads")
    .set({ ...TOWNS[town], createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, clock)) })
    .where("id", "=", lead.id)
    .execute();
  return lead.id;
}

async function placeServiceArea(user: UserRow, radiusKm: number, point = MUNICH) {
  await api.db
    .insertInto("installerProfiles")
    .values({
      userId: user.id,
      companyName: "Dish Works Bayern",
      servicePostalCode: "80331",
      serviceCity: "München",
      serviceRadiusKm: radiusKm,
      serviceLatitude: point.lat,
      serviceLongitude: point.lon,
    })
    .onConflict((conflict) =>
      conflict.column("userId").doUpdateSet({
        serviceRadiusKm: radiusKm,
        serviceLatitude: point.lat,
        serviceLongitude: point.lon,
      }),
    )
    .execute();
}

/** Every page of the caller's list, `limit` at a time, as the web walks it. */
async function allPages(
  caller: Awaited<ReturnType<typeof callerAs>>,
  limit: number,
  inArea = false,
): Promise<ListedLead[][]> {
  const pages: ListedLead[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await caller.leads.list({ limit, cursor, inArea });
    pages.push(page);
    if (page.length < limit) return pages;
    cursor = page.at(-1)?.id;
  }
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  customer = await createUser(api.db, { role: "customer" });
  installer = await createVerifiedInstaller(api.db);
  await placeServiceArea(installer, 50);
  ids.berlinOld = await leadIn("berlin");
  ids.freisingOld = await leadIn("freising");
  ids.augsburg = await leadIn("augsburg");
  ids.nowhere = await leadIn("nowhere");
  ids.dachau = await leadIn("dachau");
  ids.mineFar = await leadIn("lisbon", { installerId: installer.id, status: "ACCEPTED" });
  ids.lisbon = await leadIn("lisbon");
  ids.mineNear = await leadIn("freising", { installerId: installer.id, status: "ACCEPTED" });
  ids.freising = await leadIn("freising");
  ids.berlin = await leadIn("berlin");
});

const NEAR_NEWEST_FIRST = ["freising", "mineNear", "mineFar", "dachau", "nowhere", "freisingOld"];
const FAR_NEWEST_FIRST = ["berlin", "lisbon", "augsburg", "berlinOld"];
const named = (names: string[]) => names.map((name) => ids[name]);

describe("an approved installer with a placed service area", () => {
  it("sees the leads within the radius, those not placed and their own jobs first, then the rest, each newest first", async () => {
    const caller = await callerAs(api.deps, installer);
    const listed = await caller.leads.list({ limit: 50 });
    expect(listed.map((lead) => lead.id)).toEqual(
      named([...NEAR_NEWEST_FIRST, ...FAR_NEWEST_FIRST]),
    );
  });

  it("is told how far each lead is, whether it is in the area, and which could not be placed", async () => {
    const caller = await callerAs(api.deps, installer);
    const byId = new Map((await caller.leads.list({ limit: 50 })).map((lead) => [lead.id, lead]));
    const freising = byId.get(ids.freising ?? "");
    expect(freising).toMatchObject({ located: true, inServiceArea: true });
    expect(freising?.distanceKm).toBeGreaterThan(30);
    expect(freising?.distanceKm).toBeLessThan(35);
    const augsburg = byId.get(ids.augsburg ?? "");
    expect(augsburg).toMatchObject({ located: true, inServiceArea: false });
    expect(augsburg?.distanceKm).toBeGreaterThan(50);
    expect(byId.get(ids.nowhere ?? "")).toMatchObject({
      located: false,
      distanceKm: null,
      inServiceArea: null,
    });
  });

  it("with inArea sees only the leads within the radius, those not placed and their own jobs", async () => {
    const caller = await callerAs(api.deps, installer);
    const listed = await caller.leads.list({ limit: 50, inArea: true });
    expect(listed.map((lead) => lead.id)).toEqual(named(NEAR_NEWEST_FIRST));
  });

  it.each([1, 2, 3, 4, 5, 6])(
    "pages of %d walk the whole list once, across the edge of the area",
    async (limit) => {
      const caller = await callerAs(api.deps, installer);
      const pages = await allPages(caller, limit);
      expect(pages.flat().map((lead) => lead.id)).toEqual(
        named([...NEAR_NEWEST_FIRST, ...FAR_NEWEST_FIRST]),
      );
      const inArea = await allPages(caller, limit, true);
      expect(inArea.flat().map((lead) => lead.id)).toEqual(named(NEAR_NEWEST_FIRST));
    },
  );

  it("ends the list at a cursor naming no lead", async () => {
    const caller = await callerAs(api.deps, installer);
    expect(
      await caller.leads.list({ limit: 5, cursor: "00000000-0000-4000-8000-000000000000" }),
    ).toEqual([]);
  });

  it("answers a page in one query, and in two where the parts meet", async () => {
    const counter = new QueryCounter();
    const context = await contextFor({ ...api.deps, db: api.db.withPlugin(counter) }, installer.id);
    const caller = createCaller(context);
    counter.count = 0;
    await caller.leads.list({ limit: 3 });
    expect(counter.count).toBe(1);
    counter.count = 0;
    const firstFive = await caller.leads.list({ limit: 5 });
    await caller.leads.list({ limit: 50, inArea: true });
    expect(counter.count).toBe(2);
    counter.count = 0;
    await caller.leads.list({ limit: 6, cursor: firstFive.at(-1)?.id });
    expect(counter.count).toBe(2);
  });

  it("with a radius of 500 km has Augsburg near, and Berlin (504 km) and Lisbon far", async () => {
    const wide = await createVerifiedInstaller(api.db);
    await placeServiceArea(wide, 500);
    const caller = await callerAs(api.deps, wide);
    const listed = await caller.leads.list({ limit: 50, inArea: true });
    expect(listed.map((lead) => lead.id)).toEqual(
      named(["freising", "dachau", "nowhere", "augsburg", "freisingOld"]),
    );
  });
});

describe("lists without a service area", () => {
  it("an approved installer whose town was not placed sees everything newest first, nothing marked", async () => {
    const unplaced = await createVerifiedInstaller(api.db);
    const caller = await callerAs(api.deps, unplaced);
    const listed = await caller.leads.list({ limit: 50, inArea: true });
    const newOnes = listed.filter((lead) => lead.status === "NEW");
    expect(newOnes.map((lead) => lead.id)).toEqual(
      named([
        "berlin",
        "freising",
        "lisbon",
        "dachau",
        "nowhere",
        "augsburg",
        "freisingOld",
        "berlinOld",
      ]),
    );
    expect(newOnes.every((lead) => lead.distanceKm === null && lead.inServiceArea === null)).toBe(
      true,
    );
    expect(newOnes.find((lead) => lead.id === ids.nowhere)?.located).toBe(false);
    expect(newOnes.find((lead) => lead.id === ids.berlin)?.located).toBe(true);
  });

  it("a customer sees their own requests newest first, whatever inArea says", async () => {
    const caller = await callerAs(api.deps, customer);
    const listed = await caller.leads.list({ limit: 50, inArea: true });
    expect(listed).toHaveLength(10);
    expect(listed[0]?.id).toBe(ids.berlin);
  });
});
