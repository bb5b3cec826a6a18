import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { SERVICE_RADIUS_KM_MAX } from "@uplink/domain";
import type { Gazetteer } from "@uplink/gazetteer";
import { SessionCache } from "../auth/session-cache";
import { createSession } from "../auth/sessions";
import {
  callerAs,
  contextWithToken,
  createCaller,
  createUser,
  createVerifiedInstaller,
  refusalOf,
  recordingLogger,
  useTestApi,
} from "../testing";
import { pointOf } from "./point-of";

/*
 * Issue 14, installer service area, through the procedures the web calls: requests are
 * placed from their town when posted or edited, a service area when it is saved, with
 * the gazetteer's shipped GeoNames tables; the job list then reads the places.
 */

const api = useTestApi();

let customer: UserRow;
let munich: UserRow;

const request = (city: string, postalCode: string, country: "DE" | null = "DE") => ({
  address: { street: "Hauptstraße 1", city, postalCode },
  ...(country ? { country } : {}),
});

async function post(city: string, postalCode: string, country: "DE" | null = "DE") {
  const caller = await callerAs(api.deps, customer);
  return caller.leads.create(request(city, postalCode, country));
}

const serviceArea = {
  companyName: "Dish Works Bayern",
  servicePostalCode: "80331",
  serviceCity: "München",
  serviceRadiusKm: 50,
  country: "DE" as const,
};

beforeAll(async () => {
  customer = await createUser(api.db, { role: "customer" });
  munich = await createVerifiedInstaller(api.db);
  const caller = await callerAs(api.deps, munich);
  await caller.installer.onboard(serviceArea);
});

describe("an installer in München with a 50 km radius", () => {
  it("has their service area placed when they save it", async () => {
    const caller = await callerAs(api.deps, munich);
    expect(await caller.installer.profile()).toMatchObject({
      serviceCity: "München",
      servicePostalCode: "80331",
      serviceRadiusKm: 50,
      located: true,
    });
  });

  it("sees a request in Freising (about 33 km) and not one in Augsburg (about 57 km)", async () => {
    const augsburg = await post("Augsburg", "86150");
    const freising = await post("Freising", "85354");
    const caller = await callerAs(api.deps, munich);

    const inArea = await caller.leads.list({ inArea: true });
    expect(inArea.map((lead) => lead.id)).toContain(freising.id);
    expect(inArea.map((lead) => lead.id)).not.toContain(augsburg.id);

    const all = await caller.leads.list({});
    const ids = all.map((lead) => lead.id);
    // Freising first although Augsburg is older: within the radius before the rest.
    expect(ids.indexOf(freising.id)).toBeLessThan(ids.indexOf(augsburg.id));
    const byId = new Map(all.map((lead) => [lead.id, lead]));
    expect(byId.get(freising.id)).toMatchObject({ located: true, inServiceArea: true });
    expect(Math.abs((byId.get(freising.id)?.distanceKm ?? 0) - 33)).toBeLessThan(1.5);
    expect(byId.get(augsburg.id)).toMatchObject({ located: true, inServiceArea: false });
    expect(Math.abs((byId.get(augsburg.id)?.distanceKm ?? 0) - 57)).toBeLessThan(1.5);
  });

  it("sees a request whose town is not known in the area list too, marked as not located", async () => {
    const nowhere = await post("Atlantis", "99999");
    const caller = await callerAs(api.deps, munich);
    const inArea = await caller.leads.list({ inArea: true });
    expect(inArea.find((lead) => lead.id === nowhere.id)).toMatchObject({
      located: false,
      distanceKm: null,
      inServiceArea: null,
    });
    // So does an installer anywhere else.
    const hamburg = await createVerifiedInstaller(api.db);
    const elsewhere = await callerAs(api.deps, hamburg);
    await elsewhere.installer.onboard({
      ...serviceArea,
      serviceCity: "Hamburg",
      servicePostalCode: "20095",
    });
    const theirs = await elsewhere.leads.list({ inArea: true });
    expect(theirs.find((lead) => lead.id === nowhere.id)?.located).toBe(false);
  });

  it("places a request posted without a country by a town whose name is its own", async () => {
    const freising = await post("Freising", "85354", null);
    const caller = await callerAs(api.deps, munich);
    const listed = (await caller.leads.list({ inArea: true })).find(
      (lead) => lead.id === freising.id,
    );
    expect(listed).toMatchObject({ located: true, inServiceArea: true });
  });

  it("moves a request when its customer gives it another town", async () => {
    const lead = await post("Freising", "85354");
    const customerCaller = await callerAs(api.deps, customer);
    await customerCaller.leads.update({
      id: lead.id,
      address: request("Augsburg", "86150").address,
    });
    const caller = await callerAs(api.deps, munich);
    expect((await caller.leads.list({ inArea: true })).map((listed) => listed.id)).not.toContain(
      lead.id,
    );
    await customerCaller.leads.update({ id: lead.id, address: request("Dachau", "85221").address });
    const near = (await caller.leads.list({ inArea: true })).find(
      (listed) => listed.id === lead.id,
    );
    expect(near).toMatchObject({ located: true, inServiceArea: true });
  });

  it("sees the list change on their next request when they widen their radius to take in Augsburg", async () => {
    const augsburg = await post("Augsburg", "86150");
    const installer = await createVerifiedInstaller(api.db);
    // As the server runs: one session, its lookups kept by the cache between requests.
    const sessionCache = new SessionCache();
    sessionCache.follow();
    const deps = { ...api.deps, sessionCache };
    const { token } = await createSession(api.db, installer.id);
    const request = async () => createCaller(await contextWithToken(deps, token));

    await (await request()).installer.onboard(serviceArea);
    const inAreaIds = async () =>
      (await (await request()).leads.list({ inArea: true })).map((lead) => lead.id);
    expect(await inAreaIds()).not.toContain(augsburg.id);
    await (await request()).installer.onboard({ ...serviceArea, serviceRadiusKm: 60 });
    expect(await inAreaIds()).toContain(augsburg.id);
  });
});

describe("a service area that cannot be placed", () => {
  it("is saved, says it is not located, and lists jobs newest first without distances", async () => {
    const installer = await createVerifiedInstaller(api.db);
    const caller = await callerAs(api.deps, installer);
    const saved = await caller.installer.onboard({ ...serviceArea, serviceCity: "Atlantis" });
    expect(saved).toMatchObject({ serviceCity: "Atlantis", located: false });
    const withoutTown = await caller.installer.onboard({
      companyName: "Dish Works",
      servicePostalCode: "80331",
      serviceRadiusKm: 50,
    });
    expect(withoutTown).toMatchObject({ serviceCity: null, located: false });

    const newest = await post("Augsburg", "86150");
    const listed = await caller.leads.list({ inArea: true });
    expect(listed[0]).toMatchObject({ id: newest.id, distanceKm: null, inServiceArea: null });
  });
});

describe("refusals", () => {
  it("lets only installers save a service area", async () => {
    const caller = await callerAs(api.deps, customer);
    expect((await refusalOf(caller.installer.onboard(serviceArea))).code).toBe("FORBIDDEN");
  });

  it.each([
    ["a radius beyond the largest", { serviceRadiusKm: SERVICE_RADIUS_KM_MAX + 1 }],
    ["a radius of zero", { serviceRadiusKm: 0 }],
    ["a radius of a light year", { serviceRadiusKm: 9.46e12 }],
    ["a town of 10,000 letters", { serviceCity: "M".repeat(10_000) }],
  ])("refuses %s as bad input, keeping the area saved", async (_, change) => {
    const caller = await callerAs(api.deps, munich);
    const refusal = await refusalOf(caller.installer.onboard({ ...serviceArea, ...change }));
    expect(refusal.code).toBe("BAD_REQUEST");
    expect(await caller.installer.profile()).toMatchObject({ serviceRadiusKm: 50, located: true });
  });

  it("refuses a list flag that is not a yes or a no", async () => {
    const caller = await callerAs(api.deps, munich);
    const refusal = await refusalOf(caller.leads.list({ inArea: "maybe" as unknown as boolean }));
    expect(refusal.code).toBe("BAD_REQUEST");
  });

  it("leaves a place unplaced, not the request refused, when the gazetteer cannot be read", async () => {
    const broken: Gazetteer = { locatePlace: () => Promise.reject(new Error("EACCES")) };
    const log = recordingLogger();
    expect(await pointOf({ log, gazetteer: broken }, { country: "DE", city: "München" })).toEqual({
      latitude: null,
      longitude: null,
    });
    expect(log.lines.map((line) => line.level)).toEqual(["warn"]);
  });
});
