import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import {
  anonymousContext,
  contextFor,
  createCaller,
  createLead,
  createUser,
  createVerifiedInstaller,
  refusalOf,
  useTestApi,
  type TestContext,
} from "../testing";

const api = useTestApi();

type Caller = ReturnType<typeof createCaller>;

/** Every administrator-only procedure, called with input that would otherwise do something. */
function adminCalls(ids: { installer: string; customer: string; lead: string; alert: string }) {
  return {
    stats: (caller: Caller) => caller.admin.stats(),
    alerts: (caller: Caller) => caller.admin.alerts({}),
    resolveAlert: (caller: Caller) => caller.admin.resolveAlert({ id: ids.alert }),
    recentActivities: (caller: Caller) => caller.admin.recentActivities({}),
    users: (caller: Caller) => caller.admin.users({}),
    leads: (caller: Caller) => caller.admin.leads({}),
    pendingInstallers: (caller: Caller) => caller.admin.pendingInstallers({}),
    approveInstaller: (caller: Caller) => caller.admin.approveInstaller({ id: ids.installer }),
    rejectInstaller: (caller: Caller) => caller.admin.rejectInstaller({ id: ids.installer }),
    messageUser: (caller: Caller) =>
      caller.admin.messageUser({ userId: ids.customer, message: "Hello" }),
    leadDisputes: (caller: Caller) => caller.admin.leadDisputes({ id: ids.lead }),
    deleteLead: (caller: Caller) => caller.admin.deleteLead({ id: ids.lead }),
  } satisfies Record<string, (caller: Caller) => Promise<unknown>>;
}

let calls: ReturnType<typeof adminCalls>;
let contexts: Record<"anonymous" | "customer" | "installer" | "administrator", TestContext>;

beforeAll(async () => {
  const { db, deps } = api;
  const customer = await createUser(db, { emailVerified: true });
  const installer = await createVerifiedInstaller(db, "ACCEPTED");
  const admin = await createUser(db, { role: "administrator", emailVerified: true });
  const lead = await createLead(db, customer.id);
  const alert = await db
    .insertInto("alerts")
    .values({ type: "other", description: "Something to look at" })
    .returning("id")
    .executeTakeFirstOrThrow();
  calls = adminCalls({
    installer: installer.id,
    customer: customer.id,
    lead: lead.id,
    alert: alert.id,
  });
  contexts = {
    anonymous: await anonymousContext(deps),
    customer: await contextFor(deps, customer.id),
    installer: await contextFor(deps, installer.id),
    administrator: await contextFor(deps, admin.id),
  };
});

describe("admin procedures", () => {
  it("answer 401 to anyone not signed in", async () => {
    for (const [name, call] of Object.entries(calls)) {
      expect([name, await refusalOf(call(createCaller(contexts.anonymous)))]).toEqual([
        name,
        { code: "UNAUTHORIZED", message: messages.server.notSignedIn },
      ]);
    }
  });

  it("answer 403 to customers and installers, and change nothing", async () => {
    for (const role of ["customer", "installer"] as const) {
      for (const [name, call] of Object.entries(calls)) {
        expect([role, name, await refusalOf(call(createCaller(contexts[role])))]).toEqual([
          role,
          name,
          { code: "FORBIDDEN", message: messages.server.forbidden },
        ]);
      }
    }
    const { db } = api;
    expect(await db.selectFrom("leads").select("id").execute()).toHaveLength(1);
    expect(await db.selectFrom("adminNotices").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("activities").select("id").execute()).toEqual([]);
    expect(
      await db.selectFrom("alerts").select("isResolved").where("isResolved", "=", true).execute(),
    ).toEqual([]);
  });

  it("serve administrators", async () => {
    const caller = createCaller(contexts.administrator);
    for (const [name, call] of Object.entries(calls)) {
      await expect(call(caller), name).resolves.toBeDefined();
    }
  });
});
