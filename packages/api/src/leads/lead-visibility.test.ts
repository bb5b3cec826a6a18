import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { messages, type VerificationStatus } from "@uplink/domain";
import {
  acceptedLead,
  callerAs,
  createLead,
  createUser,
  createVerifiedInstaller,
  refusalOf,
  useTestApi,
} from "../testing";

const api = useTestApi();

let customer: UserRow;
let approved: UserRow;
let admin: UserRow;

beforeAll(async () => {
  customer = await createUser(api.db, { role: "customer" });
  approved = await createVerifiedInstaller(api.db);
  admin = await createUser(api.db, { role: "administrator" });
});

const STREET = "Hauptstraße 1";
const UNAPPROVED: VerificationStatus[] = ["NEW", "ACCEPTED", "REJECTED"];

describe("an installer who is not approved", () => {
  it("lists no NEW leads and is told a NEW lead's detail does not exist", async () => {
    const lead = await createLead(api.db, customer.id);
    for (const status of UNAPPROVED) {
      const installer = await createUser(api.db, { role: "installer", verificationStatus: status });
      const caller = await callerAs(api.deps, installer);
      expect([status, await caller.leads.list({ limit: 100 })]).toEqual([status, []]);
      expect([status, await refusalOf(caller.leads.byId({ id: lead.id }))]).toEqual([
        status,
        { code: "NOT_FOUND", message: messages.server.notFound },
      ]);
    }
  });

  it("still sees the jobs assigned to them, in full", async () => {
    const installer = await createVerifiedInstaller(api.db, "REJECTED");
    const assigned = await createLead(api.db, customer.id, {
      installerId: installer.id,
      status: "ON_SITE",
    });
    const someoneElses = await createLead(api.db, customer.id, {
      installerId: approved.id,
      status: "ACCEPTED",
    });
    const caller = await callerAs(api.deps, installer);
    const listed = await caller.leads.list({ limit: 100 });
    expect(listed.map((lead) => [lead.id, lead.address.street])).toEqual([[assigned.id, STREET]]);
    expect((await caller.leads.byId({ id: assigned.id })).lead.address.street).toBe(STREET);
    expect((await refusalOf(caller.leads.byId({ id: someoneElses.id }))).code).toBe("NOT_FOUND");
  });

  it("sees NEW leads from their first request after an administrator approves them", async () => {
    const lead = await createLead(api.db, customer.id);
    const installer = await createVerifiedInstaller(api.db, "ACCEPTED");
    expect(await (await callerAs(api.deps, installer)).leads.list({ limit: 100 })).toEqual([]);
    await (await callerAs(api.deps, admin)).admin.approveInstaller({ id: installer.id });
    const listed = await (await callerAs(api.deps, installer)).leads.list({ limit: 100 });
    expect(listed.map((row) => row.id)).toContain(lead.id);
  });
});

describe("an approved installer", () => {
  it("lists NEW leads with city and postal code but never the street", async () => {
    const lead = await createLead(api.db, customer.id);
    const listed = await (await callerAs(api.deps, approved)).leads.list({ limit: 100 });
    const fresh = listed.filter((row) => row.status === "NEW");
    expect(fresh.map((row) => row.id)).toContain(lead.id);
    expect(fresh.map((row) => row.address)).toEqual(
      fresh.map(() => ({ street: null, city: "Berlin", postalCode: "10115" })),
    );
    expect(JSON.stringify(fresh)).not.toContain(STREET);
  });

  it("previews a NEW lead without its street, photos or chat", async () => {
    const lead = await createLead(api.db, customer.id);
    await api.db
      .insertInto("leadPhotos")
      .values({
        leadId: lead.id,
        kind: "property",
        uploadedBy: customer.id,
        contentHash: "0".repeat(64),
        mimeType: "image/jpeg",
        width: 640,
        height: 480,
        byteSize: 1000,
        perceptualHash: "0".repeat(16),
      })
      .execute();
    const detail = await (await callerAs(api.deps, approved)).leads.byId({ id: lead.id });
    expect(detail).toEqual({
      lead: expect.objectContaining({
        id: lead.id,
        description: lead.description,
        address: { street: null, city: "Berlin", postalCode: "10115" },
      }),
      conversation: null,
      photos: [],
      installerRating: null,
      customerRating: { average: null, count: 0 },
      payment: null,
    });
    expect(JSON.stringify(detail)).not.toContain(STREET);
  });

  it("sees the street once they have accepted, in the answer, the list and the detail", async () => {
    const lead = await createLead(api.db, customer.id);
    const caller = await callerAs(api.deps, approved);
    const accepted = acceptedLead(await caller.leads.accept({ id: lead.id }));
    expect(accepted.address.street).toBe(STREET);
    const listed = await caller.leads.list({ limit: 100 });
    expect(listed.find((row) => row.id === lead.id)?.address.street).toBe(STREET);
    expect((await caller.leads.byId({ id: lead.id })).lead.address.street).toBe(STREET);
  });

  it("of two installers, the one who did not win the lead sees no more of it than before", async () => {
    const lead = await createLead(api.db, customer.id);
    const rival = await createVerifiedInstaller(api.db);
    const [mine, theirs] = [await callerAs(api.deps, approved), await callerAs(api.deps, rival)];
    const outcomes = await Promise.allSettled([
      mine.leads.accept({ id: lead.id }),
      theirs.leads.accept({ id: lead.id }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const loser = outcomes[0].status === "fulfilled" ? theirs : mine;
    expect((await refusalOf(loser.leads.byId({ id: lead.id }))).code).toBe("FORBIDDEN");
    const listed = await loser.leads.list({ limit: 100 });
    expect(listed.map((row) => row.id)).not.toContain(lead.id);
  });
});

describe("the customer and administrators", () => {
  it("always see the street, in the list, the detail and the admin leads", async () => {
    const lead = await createLead(api.db, customer.id);
    for (const viewer of [customer, admin]) {
      const caller = await callerAs(api.deps, viewer);
      const listed = await caller.leads.list({ limit: 100 });
      expect(listed.find((row) => row.id === lead.id)?.address.street).toBe(STREET);
      expect((await caller.leads.byId({ id: lead.id })).lead.address.street).toBe(STREET);
    }
    const adminLeads = await (await callerAs(api.deps, admin)).admin.leads({ limit: 100 });
    expect(adminLeads.find((row) => row.id === lead.id)?.address.street).toBe(STREET);
  });
});
