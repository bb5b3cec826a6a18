import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import {
  createLead,
  createUser,
  createVerifiedInstaller,
  leadInStatus,
  outboxMailsTo,
} from "@uplink/api/testing";
import type { UserRow } from "@uplink/db";
import {
  messages,
  type AdminLead,
  type AdminStats,
  type AdminUser,
  type Alert,
  type Notice,
} from "@uplink/domain";
import { buildTestApp, type TestApp } from "./test-support";

/** A user and the header that carries a session of theirs. */
type SignedIn = UserRow & { headers: { authorization: string } };

let t: TestApp;
let customer: SignedIn;
let installer: SignedIn;
let admin: SignedIn;

async function signedIn(user: UserRow): Promise<SignedIn> {
  const { token } = await createSession(t.database.db, user.id);
  return { ...user, headers: { authorization: `Bearer ${token}` } };
}

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  customer = await signedIn(await createUser(db, { role: "customer", emailVerified: true }));
  installer = await signedIn(await createVerifiedInstaller(db, "APPROVED"));
  admin = await signedIn(await createUser(db, { role: "administrator", emailVerified: true }));
});
afterAll(async () => {
  await t.close();
});

/** A request as `user`, with a JSON body when `payload` is given. */
function inject(user: SignedIn, method: "GET" | "POST" | "DELETE", url: string, payload?: object) {
  return t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}

const someId = "3f1c2a4e-8b7d-4c6e-9a5f-1e2d3c4b5a69";

/** Every admin path of SPEC §7 but the login, with a body where one is needed. */
const adminPaths = [
  { method: "GET", url: "/api/admin/stats" },
  { method: "GET", url: "/api/admin/alerts" },
  { method: "POST", url: `/api/admin/alerts/${someId}/resolve` },
  { method: "GET", url: "/api/admin/recent-activities" },
  { method: "GET", url: "/api/admin/users" },
  { method: "GET", url: "/api/admin/leads" },
  { method: "GET", url: "/api/admin/pending-installers" },
  { method: "GET", url: "/api/admin/reviews" },
  { method: "POST", url: `/api/admin/approve-installer/${someId}` },
  { method: "POST", url: `/api/admin/reject-installer/${someId}` },
  { method: "POST", url: "/api/admin/message-user", payload: { userId: someId, message: "Hi" } },
  { method: "DELETE", url: `/api/admin/leads/${someId}` },
] as const;

describe("REST admin paths", () => {
  it("answer 401 without a session and 403 to customers and installers", async () => {
    for (const path of adminPaths) {
      const anonymous = await t.app.inject(path);
      expect([
        path.url,
        anonymous.statusCode,
        anonymous.json<{ message: string }>().message,
      ]).toEqual([path.url, 401, messages.server.notSignedIn]);
      for (const user of [customer, installer]) {
        const refused = await t.app.inject({ ...path, headers: user.headers });
        expect([
          path.url,
          user.role,
          refused.statusCode,
          refused.json<{ message: string }>().message,
        ]).toEqual([path.url, user.role, 403, messages.server.forbidden]);
      }
    }
  });

  it("serve the statistics and the lists to administrators", async () => {
    const { db } = t.database;
    const lead = await leadInStatus(db, customer.id, "APPROVED", installer.id);
    await db.insertInto("alerts").values({ type: "leak_detection", description: "Leak" }).execute();

    const stats = await inject(admin, "GET", "/api/admin/stats");
    expect(stats.statusCode).toBe(200);
    expect(stats.json<AdminStats>()).toEqual({
      totalUsers: 2,
      pendingInstallers: 0,
      activeLeads: 0,
      totalRevenue: 150,
      totalLeads: 1,
      conversionRate: 100,
      activeInstallers: 1,
      leakDetections: 1,
    });

    const leads = await inject(admin, "GET", "/api/admin/leads?limit=10");
    expect(leads.json<AdminLead[]>()).toEqual([
      expect.objectContaining({
        id: lead.id,
        address: { street: "Hauptstraße 1", city: "Berlin", postalCode: "10115" },
        customer: { firstName: customer.firstName, lastName: customer.lastName },
      }),
    ]);

    const users = await inject(admin, "GET", "/api/admin/users?role=installer");
    expect(users.json<AdminUser[]>().map((user) => [user.id, user.status])).toEqual([
      [installer.id, "APPROVED"],
    ]);

    const badLimit = await inject(admin, "GET", "/api/admin/recent-activities?limit=0");
    expect(badLimit.statusCode).toBe(400);
  });

  it("take the bodiless actions with no body, and refuse approval of an unverified email with 409", async () => {
    const { db } = t.database;
    const unverified = await createUser(db, { role: "installer", verificationStatus: "NEW" });
    const refused = await inject(admin, "POST", `/api/admin/approve-installer/${unverified.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: messages.server.installerEmailNotVerified });

    const pending = await inject(admin, "GET", "/api/admin/pending-installers");
    expect(pending.json<AdminUser[]>()).toEqual([
      expect.objectContaining({ id: unverified.id, emailVerified: false, status: "NEW" }),
    ]);

    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/admin/reject-installer/${unverified.id}`,
      headers: { ...admin.headers, "content-type": "application/json" },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<AdminUser>()).toMatchObject({ verificationStatus: "REJECTED" });
    const [mail] = await outboxMailsTo(t.dataDir, unverified.email);
    expect(mail?.subject).toBe(messages.mail.installerRejected.subject);

    const [alert] = (await inject(admin, "GET", "/api/admin/alerts")).json<Alert[]>();
    expect(alert).toMatchObject({ type: "other", isResolved: false });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const resolved = await inject(admin, "POST", `/api/admin/alerts/${alert?.id}/resolve`);
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json<Alert>()).toMatchObject({ id: alert?.id, isResolved: true });
    }
    const open = (await inject(admin, "GET", "/api/admin/alerts?resolved=false")).json<Alert[]>();
    expect(open.map((row) => row.id)).not.toContain(alert?.id);
    const closed = (await inject(admin, "GET", "/api/admin/alerts?resolved=true")).json<Alert[]>();
    expect(closed.map((row) => row.id)).toContain(alert?.id);
    expect((await inject(admin, "GET", "/api/admin/alerts?resolved=maybe")).statusCode).toBe(400);
  });

  it("sends a message the user receives by email and reads at /api/notices", async () => {
    const blank = await inject(admin, "POST", "/api/admin/message-user", {
      userId: customer.id,
      message: "   ",
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toBe(messages.validation.messageRequired);

    const sent = await inject(admin, "POST", "/api/admin/message-user", {
      userId: customer.id,
      message: "Your request needs a roof photo.",
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true });
    const [mail] = await outboxMailsTo(t.dataDir, customer.email);
    expect(mail?.text).toContain("Your request needs a roof photo.");

    const notices = await inject(customer, "GET", "/api/notices");
    expect(notices.json<Notice[]>().map((notice) => notice.body)).toEqual([
      "Your request needs a roof photo.",
    ]);
    expect((await t.app.inject({ method: "GET", url: "/api/notices" })).statusCode).toBe(401);
  });

  it("deletes a lead, but answers 409 while money for it is held in escrow", async () => {
    const { db } = t.database;
    const held = await leadInStatus(db, customer.id, "ACCEPTED", installer.id);
    const refused = await inject(admin, "DELETE", `/api/admin/leads/${held.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: messages.server.leadHoldsEscrow });

    const fresh = await createLead(db, customer.id);
    const deleted = await inject(admin, "DELETE", `/api/admin/leads/${fresh.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    const again = await inject(admin, "DELETE", `/api/admin/leads/${fresh.id}`);
    expect(again.statusCode).toBe(404);
  });

  it("are documented as authenticated operations", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    for (const { method, url } of adminPaths) {
      const path = url.replace("/api", "").replace(someId, "{id}");
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect([path, (operation?.security ?? []).length > 0]).toEqual([path, true]);
    }
    expect(document.paths["/notices"]?.get?.security?.length).toBeGreaterThan(0);
  });

  it("show administrators, and only them, the original text of a chat message's leak alert", async () => {
    const { db } = t.database;
    const lead = await leadInStatus(db, customer.id, "ACCEPTED", installer.id);
    const { id: conversationId } = await db
      .selectFrom("conversations")
      .select("id")
      .where("leadId", "=", lead.id)
      .executeTakeFirstOrThrow();
    const sent = await inject(installer, "POST", `/api/conversation/${conversationId}/msg`, {
      body: "call 0151 2345678",
      type: "TEXT",
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).not.toContain("2345678");

    const alerts = (await inject(admin, "GET", "/api/admin/alerts")).json<Alert[]>();
    expect(alerts.find((alert) => alert.details?.leadId === lead.id)?.details).toEqual({
      originalText: "call 0151 2345678",
      redactedText: "call [contact details removed]",
      kinds: ["phone"],
      place: "chat_message",
      sender: { id: installer.id, name: `${installer.firstName} ${installer.lastName}` },
      leadId: lead.id,
    });
    for (const user of [customer, installer]) {
      const refused = await inject(user, "GET", "/api/admin/alerts");
      expect([refused.statusCode, refused.body.includes("2345678")]).toEqual([403, false]);
    }
  });
});
