import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { messages, quoteInstallation } from "@uplink/domain";
import { dataUrl, sceneJpeg, scenePng } from "../testing/test-images";
import { contextFor, createCaller, createUser, refusalOf, useTestApi } from "../testing";

const api = useTestApi();
let customer: UserRow;
let caller: ReturnType<typeof createCaller>;

beforeAll(async () => {
  customer = await createUser(api.db, { role: "customer" });
  caller = createCaller(await contextFor(api.deps, customer.id));
});

const address = { street: "Hauptstraße 1", city: "Berlin", postalCode: "10115" };
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe("creating an installation request", () => {
  it.each([
    ["an object", address],
    ["a JSON string", JSON.stringify(address)],
    ["comma-separated text", "Hauptstraße 1, Berlin, 10115"],
  ])("reads the address given as %s and stores the object", async (_form, given) => {
    const lead = await caller.leads.create({ address: given });
    expect(lead.address).toEqual(address);
  });

  it("titles the request after its city and describes it by default", async () => {
    const lead = await caller.leads.create({ address });
    expect(lead).toMatchObject({
      title: "Starlink Installation in Berlin",
      description: "Starlink installation request",
      status: "NEW",
      customerId: customer.id,
      installerId: null,
      // The default description says too little to be priced.
      value: null,
    });
  });

  it("keeps a given title and prices a described job with the quote engine", async () => {
    const description = "Roof mount on a two storey house, cable run of 25 m through the wall";
    const lead = await caller.leads.create({ title: "Our farm", description, address });
    expect(lead.title).toBe("Our farm");
    expect(lead.value).toBe(quoteInstallation({ description }).valueEuros);
    expect(lead.value).toBeGreaterThan(199);
  });

  it("stores the preferred dates, time range and special requirements", async () => {
    const lead = await caller.leads.create({
      address,
      preferredStartDate: isoDay(1),
      preferredEndDate: isoDay(3),
      timeRange: "morning",
      specialRequirements: "Dog in the garden",
    });
    expect(lead).toMatchObject({
      preferredStartDate: isoDay(1),
      preferredEndDate: isoDay(3),
      timeRange: "morning",
      specialRequirements: "Dog in the garden",
    });
  });

  it("refuses an end date before the start date and a start date in the past", async () => {
    // A schema refusal's message is the issue list here; REST answers its first sentence.
    const misordered = await refusalOf(
      caller.leads.create({ address, preferredStartDate: isoDay(3), preferredEndDate: isoDay(1) }),
    );
    expect(misordered.code).toBe("BAD_REQUEST");
    expect(misordered.message).toContain(messages.validation.endDateBeforeStart);
    expect(
      await refusalOf(caller.leads.create({ address, preferredStartDate: isoDay(-2) })),
    ).toEqual({ code: "BAD_REQUEST", message: messages.server.startDateInPast });
  });

  it("refuses an address it cannot read", async () => {
    const refusal = await refusalOf(caller.leads.create({ address: "somewhere" }));
    expect(refusal.code).toBe("BAD_REQUEST");
    expect(refusal.message).toContain(messages.validation.addressRequired);
  });

  it("stores checked property photos, served to the customer", async () => {
    const jpeg = await sceneJpeg({ seed: 21 });
    const png = await scenePng({ seed: 22 });
    const lead = await caller.leads.create({
      address,
      photos: [dataUrl(jpeg), png.toString("base64")],
    });
    const detail = await caller.leads.byId({ id: lead.id });
    expect(detail.photos).toHaveLength(2);
    expect(detail.photos.map((photo) => photo.kind)).toEqual(["property", "property"]);
    expect(detail.photos[0]?.url).toBe(`/api/photos/${detail.photos[0]?.id}`);
  });

  it("refuses a request with a bad photo with the photo's reason, and creates nothing", async () => {
    const before = await api.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    const good = dataUrl(await sceneJpeg({ seed: 23 }));
    const text = dataUrl(Buffer.from("not a photo at all"), "image/png");
    expect(await refusalOf(caller.leads.create({ address, photos: [good, text] }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.server.photoAtPosition(2, messages.server.photoNotPngOrJpeg),
    });
    const after = await api.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe("editing and deleting a request", () => {
  it("updates the fields given, re-prices a new description and adds photos", async () => {
    const lead = await caller.leads.create({ address });
    expect(lead.value).toBeNull();
    const updated = await caller.leads.update({
      id: lead.id,
      description: "Wall mount on the garage, cable through the wall",
      address: "Ring 2, Hamburg, 20095",
      timeRange: "evening",
      photos: [dataUrl(await sceneJpeg({ seed: 24 }))],
    });
    expect(updated).toMatchObject({
      address: { street: "Ring 2", city: "Hamburg", postalCode: "20095" },
      timeRange: "evening",
      title: lead.title,
    });
    expect(updated.value).toBe(199 + 60 + 50);
    const detail = await caller.leads.byId({ id: lead.id });
    expect(detail.photos).toHaveLength(1);
  });

  it("clears an optional field sent as null and keeps the dates in order", async () => {
    const lead = await caller.leads.create({
      address,
      preferredStartDate: isoDay(2),
      specialRequirements: "Call first",
    });
    const cleared = await caller.leads.update({ id: lead.id, specialRequirements: null });
    expect(cleared.specialRequirements).toBeNull();
    expect(
      await refusalOf(caller.leads.update({ id: lead.id, preferredEndDate: isoDay(1) })),
    ).toEqual({ code: "BAD_REQUEST", message: messages.validation.endDateBeforeStart });
  });

  it("deletes the request with its photos", async () => {
    const lead = await caller.leads.create({
      address,
      photos: [dataUrl(await sceneJpeg({ seed: 25 }))],
    });
    await expect(caller.leads.delete({ id: lead.id })).resolves.toEqual({ success: true });
    const photos = await api.db
      .selectFrom("leadPhotos")
      .select("id")
      .where("leadId", "=", lead.id)
      .execute();
    expect(photos).toEqual([]);
    expect(await refusalOf(caller.leads.byId({ id: lead.id }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
