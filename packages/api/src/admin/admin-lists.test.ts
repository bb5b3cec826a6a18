import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { RECENT_ACTIVITY_PAGE_SIZE } from "@uplink/domain";
import {
  countingQueries,
  createLead,
  createUser,
  createVerifiedInstaller,
  leadInStatus,
  markAnonymised,
  signedInAdmin,
  useTestApi,
} from "../testing";
import { listActivities } from "./list-activities";
import { listAdminLeads } from "./list-admin-leads";
import { listAlerts } from "./list-alerts";
import { listPendingInstallers, listUsers } from "./list-users";

const api = useTestApi();
let admin: Awaited<ReturnType<typeof signedInAdmin>>["caller"];

beforeAll(async () => {
  admin = (await signedInAdmin(api.deps)).caller;
});

/** Walks a list page by page, `limit` rows at a time, the way a client would. */
async function allPages<T extends { id: string }>(
  page: (query: { limit: number; cursor?: string }) => Promise<T[]>,
  limit: number,
): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const rows = await page({ limit, ...(cursor ? { cursor } : {}) });
    pages.push(rows);
    if (rows.length < limit) return pages;
    cursor = rows.at(-1)?.id;
  }
}

const minutesAfterNoon = (minutes: number) =>
  new Date(Date.UTC(2026, 0, 15, 12, minutes)).toISOString();

/** Sets when users joined, in the order given, a minute apart. */
async function joinedInOrder(users: UserRow[]): Promise<void> {
  for (const [index, user] of users.entries()) {
    await api.db
      .updateTable("users")
      .set({ createdAt: minutesAfterNoon(index) })
      .where("id", "=", user.id)
      .execute();
  }
}

describe("alerts", () => {
  it("come newest first with isResolved, a page at a time", async () => {
    const inserted = await api.db
      .insertInto("alerts")
      .values([
        {
          type: "leak_detection",
          description: "Phone number removed",
          createdAt: minutesAfterNoon(1),
        },
        {
          type: "refund_credit",
          description: "Revision after release",
          createdAt: minutesAfterNoon(3),
          isResolved: true,
        },
        { type: "other", description: "Installer rejected", createdAt: minutesAfterNoon(2) },
      ])
      .returning(["id"])
      .execute();
    const [phone, refund, rejected] = inserted.map((row) => row.id);

    const alerts = await admin.admin.alerts({});
    expect(alerts).toEqual([
      {
        id: refund,
        type: "refund_credit",
        description: "Revision after release",
        isResolved: true,
        createdAt: minutesAfterNoon(3),
        details: null,
      },
      {
        id: rejected,
        type: "other",
        description: "Installer rejected",
        isResolved: false,
        createdAt: minutesAfterNoon(2),
        details: null,
      },
      {
        id: phone,
        type: "leak_detection",
        description: "Phone number removed",
        isResolved: false,
        createdAt: minutesAfterNoon(1),
        details: null,
      },
    ]);
    const pages = await allPages((query) => admin.admin.alerts(query), 2);
    expect(pages.map((page) => page.map((alert) => alert.id))).toEqual([
      [refund, rejected],
      [phone],
    ]);

    const open = await allPages((query) => admin.admin.alerts({ ...query, resolved: "false" }), 1);
    expect(open.flat().map((alert) => alert.id)).toEqual([rejected, phone]);
    expect((await admin.admin.alerts({ resolved: "true" })).map((alert) => alert.id)).toEqual([
      refund,
    ]);
  });
});

describe("recent activities", () => {
  it("come newest first, limited by default and paginated", async () => {
    const count = RECENT_ACTIVITY_PAGE_SIZE + 5;
    await api.db
      .insertInto("activities")
      .values(
        Array.from({ length: count }, (_, index) => ({
          kind: "test",
          body: `Activity ${index}`,
          createdAt: minutesAfterNoon(index),
        })),
      )
      .execute();

    const first = await admin.admin.recentActivities({});
    expect(first).toHaveLength(RECENT_ACTIVITY_PAGE_SIZE);
    expect(first[0]).toEqual({
      id: expect.any(String),
      body: `Activity ${count - 1}`,
      createdAt: minutesAfterNoon(count - 1),
    });
    const pages = await allPages((query) => admin.admin.recentActivities(query), 10);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    expect(pages.flat().map((activity) => activity.body)).toEqual(
      Array.from({ length: count }, (_, index) => `Activity ${count - 1 - index}`),
    );
  });
});

/**
 * A customer of each kind and an installer at each step of the review, who joined in
 * that order a minute apart, then a deleted installer; only the ACCEPTED one has a phone.
 */
async function createUsersToList() {
  const { db } = api;
  const users = {
    verifiedCustomer: await createUser(db, { emailVerified: true }),
    newCustomer: await createUser(db, { emailVerified: false }),
    newInstaller: await createUser(db, { role: "installer", verificationStatus: "NEW" }),
    acceptedInstaller: await createVerifiedInstaller(db, "ACCEPTED"),
    approvedInstaller: await createVerifiedInstaller(db, "APPROVED"),
    rejectedInstaller: await createVerifiedInstaller(db, "REJECTED"),
  };
  const deleted = await createUser(db, { role: "installer", verificationStatus: "ACCEPTED" });
  await joinedInOrder([...Object.values(users), deleted]);
  await db
    .updateTable("users")
    .set({ phone: "+49 170 1234567" })
    .where("id", "=", users.acceptedInstaller.id)
    .execute();
  await markAnonymised(db, [deleted]);
  return users;
}

describe("users, leads and pending installers", () => {
  let verifiedCustomer: UserRow;
  let newCustomer: UserRow;
  let newInstaller: UserRow;
  let acceptedInstaller: UserRow;
  let approvedInstaller: UserRow;
  let rejectedInstaller: UserRow;

  beforeAll(async () => {
    ({
      verifiedCustomer,
      newCustomer,
      newInstaller,
      acceptedInstaller,
      approvedInstaller,
      rejectedInstaller,
    } = await createUsersToList());
  });

  it("lists customers and installers newest first with their status, nothing masked", async () => {
    const users = await admin.admin.users({});
    expect(users.map((user) => [user.id, user.role, user.status])).toEqual([
      [rejectedInstaller.id, "installer", "REJECTED"],
      [approvedInstaller.id, "installer", "APPROVED"],
      [acceptedInstaller.id, "installer", "ACCEPTED"],
      [newInstaller.id, "installer", "NEW"],
      [newCustomer.id, "customer", "NEW"],
      [verifiedCustomer.id, "customer", "APPROVED"],
    ]);
    expect(users.find((user) => user.id === acceptedInstaller.id)).toMatchObject({
      firstName: acceptedInstaller.firstName,
      lastName: acceptedInstaller.lastName,
      email: acceptedInstaller.email,
      phone: "+49 170 1234567",
      emailVerified: true,
      verificationStatus: "ACCEPTED",
    });
  });

  it("narrows the users to one role and pages through them", async () => {
    const customers = await admin.admin.users({ role: "customer" });
    expect(customers.map((user) => user.id)).toEqual([newCustomer.id, verifiedCustomer.id]);
    const pages = await allPages((query) => admin.admin.users({ ...query, role: "installer" }), 3);
    expect(pages.map((page) => page.map((user) => user.id))).toEqual([
      [rejectedInstaller.id, approvedInstaller.id, acceptedInstaller.id],
      [newInstaller.id],
    ]);
  });

  it("lists installers awaiting review, oldest first, with whether their email is verified", async () => {
    const pending = await admin.admin.pendingInstallers({});
    expect(pending.map((user) => [user.id, user.verificationStatus, user.emailVerified])).toEqual([
      [newInstaller.id, "NEW", false],
      [acceptedInstaller.id, "ACCEPTED", true],
    ]);
    const pages = await allPages((query) => admin.admin.pendingInstallers(query), 1);
    expect(pages.map((page) => page.map((user) => user.id))).toEqual([
      [newInstaller.id],
      [acceptedInstaller.id],
      [],
    ]);
  });

  it("lists every lead newest first with its customer's name and its parsed address", async () => {
    const { db } = api;
    const statuses = ["NEW", "ACCEPTED", "ON_SITE", "DONE", "REVISION", "APPROVED"] as const;
    const leads = [];
    for (const [index, status] of statuses.entries()) {
      const customer = index % 2 === 0 ? verifiedCustomer : newCustomer;
      const lead = await leadInStatus(db, customer.id, status, approvedInstaller.id);
      await db
        .updateTable("leads")
        .set({ createdAt: minutesAfterNoon(index), city: `City ${index}` })
        .where("id", "=", lead.id)
        .execute();
      leads.push({ id: lead.id, status, customer });
    }

    const listed = await admin.admin.leads({});
    expect(listed.map((lead) => [lead.id, lead.status, lead.customer])).toEqual(
      leads
        .toReversed()
        .map(({ id, status, customer }) => [
          id,
          status,
          { firstName: customer.firstName, lastName: customer.lastName },
        ]),
    );
    expect(listed.at(-1)).toMatchObject({
      title: "Starlink Installation in Berlin",
      address: { street: "Hauptstraße 1", city: "City 0", postalCode: "10115" },
      customerId: verifiedCustomer.id,
      value: 150,
      createdAt: minutesAfterNoon(0),
    });
    const pages = await allPages((query) => admin.admin.leads(query), 4);
    expect(pages.map((page) => page.length)).toEqual([4, 2]);
    expect(pages.flat().map((lead) => lead.id)).toEqual(listed.map((lead) => lead.id));
  });

  it("reads each list in one query, however long it is", async () => {
    await createLead(api.db, verifiedCustomer.id);
    const { admin: reader } = await signedInAdmin(api.deps);
    const counted = countingQueries(api.db);
    const deps = { ...api.deps, db: counted.db };
    await listUsers(deps, reader, {});
    await listPendingInstallers(deps, reader, {});
    await listAdminLeads(deps, reader, {});
    await listAlerts(deps, reader, {});
    await listActivities(deps, reader, {});
    expect(counted.count).toBe(5);
  });
});

describe("leak_detection alerts", () => {
  it("show administrators the original and redacted text, the writer and the lead", async () => {
    const writer = await createUser(api.db, { role: "customer" });
    const lead = await createLead(api.db, writer.id);
    const [alert] = await api.db
      .insertInto("alerts")
      .values({
        type: "leak_detection",
        description: "Contact details removed",
        details: {
          originalText: "call 0151 2345678",
          redactedText: "call [contact details removed]",
          kinds: ["phone"],
          place: "photo_caption",
          leadId: lead.id,
          userId: writer.id,
        },
        leadId: lead.id,
        userId: writer.id,
      })
      .returning("id")
      .execute();
    const listed = (await admin.admin.alerts({})).find((row) => row.id === alert?.id);
    expect(listed?.details).toEqual({
      originalText: "call 0151 2345678",
      redactedText: "call [contact details removed]",
      kinds: ["phone"],
      place: "photo_caption",
      sender: { id: writer.id, name: `${writer.firstName} ${writer.lastName}` },
      leadId: lead.id,
    });
    const resolved = await admin.admin.resolveAlert({ id: alert?.id ?? "" });
    expect(resolved).toEqual({ ...listed, isResolved: true });
  });

  it("read a chat alert raised before places were recorded as a chat message's", async () => {
    const [alert] = await api.db
      .insertInto("alerts")
      .values({
        type: "leak_detection",
        description: "Contact details removed from a message",
        details: { originalText: "mail max@example.com", redactedText: "mail [x]", messageId: "m" },
      })
      .returning("id")
      .execute();
    const listed = (await admin.admin.alerts({})).find((row) => row.id === alert?.id);
    expect(listed?.details).toEqual({
      originalText: "mail max@example.com",
      redactedText: "mail [x]",
      kinds: [],
      place: "chat_message",
      sender: null,
      leadId: null,
    });
  });

  it("carry no details once the writer's account is erased, nor for other alert types", async () => {
    const [erased, other] = await api.db
      .insertInto("alerts")
      .values([
        { type: "leak_detection", description: "Erased writer", details: null },
        { type: "other", description: "Photo rejections", details: { originalText: "x" } },
      ])
      .returning("id")
      .execute();
    const listed = await admin.admin.alerts({ limit: 100 });
    for (const id of [erased?.id, other?.id]) {
      expect(listed.find((row) => row.id === id)?.details).toBeNull();
    }
  });
});
