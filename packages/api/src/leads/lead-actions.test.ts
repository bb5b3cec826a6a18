import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { LEAD_STATUSES, type LeadStatus } from "@uplink/domain";
import {
  anonymousContext,
  contextFor,
  createCaller,
  createUser,
  leadInStatus,
  testDeps,
  type TestContext,
  type TestDeps,
} from "../testing";
import { dataUrl, sceneJpeg } from "../testing/test-images";

/*
 * Every action × every status × every role (issue 4 "Done when"): the answer, and for a
 * refusal that nothing changed — status, installer, price, photos, messages, ledger.
 */

const ROLES = [
  "anonymous",
  "owner customer",
  "other customer",
  "unapproved installer",
  "approved unassigned installer",
  "assigned installer",
  "administrator",
] as const;
type Who = (typeof ROLES)[number];

const ACTIONS = [
  "view",
  "update",
  "delete",
  "accept",
  "markOnSite",
  "submitCompletion",
  "approve",
  "requestRevision",
  "cancel",
  "withdraw",
  "dispute",
] as const;
type Action = (typeof ACTIONS)[number];

type Outcome = "OK" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT";

/** The statuses each action may start from (SPEC §4, issue 11). */
const FROM: Record<Exclude<Action, "view" | "dispute">, readonly LeadStatus[]> = {
  update: ["NEW"],
  delete: ["NEW", "CANCELLED"],
  accept: ["NEW"],
  markOnSite: ["ACCEPTED", "REVISION"],
  submitCompletion: ["ON_SITE", "REVISION"],
  approve: ["DONE"],
  requestRevision: ["DONE"],
  cancel: ["NEW", "ACCEPTED"],
  withdraw: ["ACCEPTED"],
};

/** Who may dispute from where: the customer in DONE or REVISION, the installer in REVISION. */
const DISPUTE_FROM = {
  customer: ["DONE", "REVISION"] as readonly LeadStatus[],
  installer: ["REVISION"] as readonly LeadStatus[],
};

const INSTALLERS: readonly Who[] = [
  "unapproved installer",
  "approved unassigned installer",
  "assigned installer",
];

/** The rules of SPEC §6 and ARCHITECTURE §4, written out independently of the services. */
function expectedOutcome(action: Action, status: LeadStatus, who: Who): Outcome {
  if (who === "anonymous") return "UNAUTHORIZED";
  // A NEW lead has no installer yet: the "assigned" one is just another approved installer.
  const assigned = who === "assigned installer" && status !== "NEW";
  if (action === "view") {
    if (who === "owner customer" || who === "administrator" || assigned) return "OK";
    // Approved installers preview NEW leads (without the street) to decide on them; nobody
    // else learns that a lead they may not see exists.
    if (who === "other customer" || who === "unapproved installer") return "NOT_FOUND";
    return status === "NEW" ? "OK" : "FORBIDDEN";
  }
  if (action === "dispute") {
    if (who === "other customer") return "NOT_FOUND";
    if (who === "owner customer") return DISPUTE_FROM.customer.includes(status) ? "OK" : "CONFLICT";
    if (!assigned) return "FORBIDDEN";
    return DISPUTE_FROM.installer.includes(status) ? "OK" : "CONFLICT";
  }
  const allowedFrom = FROM[action].includes(status);
  switch (action) {
    case "update":
    case "delete":
    case "approve":
    case "requestRevision":
    case "cancel":
      if (who === "other customer") return "NOT_FOUND";
      if (who !== "owner customer") return "FORBIDDEN";
      return allowedFrom ? "OK" : "CONFLICT";
    case "accept":
      if (!INSTALLERS.includes(who) || who === "unapproved installer") return "FORBIDDEN";
      return allowedFrom ? "OK" : "CONFLICT";
    case "markOnSite":
    case "submitCompletion":
    case "withdraw":
      if (!assigned) return "FORBIDDEN";
      return allowedFrom ? "OK" : "CONFLICT";
  }
}

const NEXT: Partial<Record<Action, LeadStatus>> = {
  accept: "ACCEPTED",
  markOnSite: "ON_SITE",
  submitCompletion: "DONE",
  approve: "APPROVED",
  requestRevision: "REVISION",
  cancel: "CANCELLED",
  withdraw: "NEW",
  dispute: "DISPUTED",
};

let database: TestDatabase;
let deps: TestDeps;
let owner: UserRow;
let assignedInstaller: UserRow;
const contexts = new Map<Who, TestContext>();
let completionPhotos: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testDeps(database.db);
  const { db } = database;
  owner = await createUser(db, { role: "customer" });
  const other = await createUser(db, { role: "customer" });
  const unapproved = await createUser(db, { role: "installer", verificationStatus: "ACCEPTED" });
  const unassigned = await createUser(db, { role: "installer", verificationStatus: "APPROVED" });
  assignedInstaller = await createUser(db, { role: "installer", verificationStatus: "APPROVED" });
  const admin = await createUser(db, { role: "administrator" });
  contexts.set("anonymous", await anonymousContext(deps));
  contexts.set("owner customer", await contextFor(deps, owner.id));
  contexts.set("other customer", await contextFor(deps, other.id));
  contexts.set("unapproved installer", await contextFor(deps, unapproved.id));
  contexts.set("approved unassigned installer", await contextFor(deps, unassigned.id));
  contexts.set("assigned installer", await contextFor(deps, assignedInstaller.id));
  contexts.set("administrator", await contextFor(deps, admin.id));
  completionPhotos = await Promise.all(
    [11, 12, 13].map(async (seed) => dataUrl(await sceneJpeg({ seed }))),
  );
});

afterAll(() => database.destroy());

function call(action: Action, who: Who, id: string): Promise<unknown> {
  const caller = createCaller(contexts.get(who) as TestContext);
  switch (action) {
    case "view":
      return caller.leads.byId({ id });
    case "update":
      return caller.leads.update({ id, description: "Roof mount on a steep roof, please" });
    case "delete":
      return caller.leads.delete({ id });
    case "accept":
      return caller.leads.accept({ id });
    case "markOnSite":
      return caller.leads.markOnSite({ id });
    case "submitCompletion":
      return caller.leads.submitCompletion({ id, photos: completionPhotos });
    case "approve":
      return caller.leads.approve({ id });
    case "requestRevision":
      return caller.leads.requestRevision({ id, feedback: "The cable is loose." });
    case "cancel":
      return caller.leads.cancel({ id, reason: "No longer needed" });
    case "withdraw":
      return caller.leads.withdraw({ id, reason: "Fully booked" });
    case "dispute":
      return caller.leads.dispute({ id, reason: "The dish is crooked" });
  }
}

async function snapshot(leadId: string) {
  const { db } = database;
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
  const count = async (table: "leadPhotos" | "ledgerTransactions" | "activities") =>
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("leadId", "=", leadId)
        .executeTakeFirstOrThrow()
    ).n;
  const messageCount = (
    await db
      .selectFrom("messages")
      .innerJoin("conversations", "conversations.id", "messages.conversationId")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("conversations.leadId", "=", leadId)
      .executeTakeFirstOrThrow()
  ).n;
  return {
    lead,
    photos: await count("leadPhotos"),
    ledger: await count("ledgerTransactions"),
    activities: await count("activities"),
    messages: messageCount,
  };
}

async function outcomeOf(promise: Promise<unknown>): Promise<Outcome> {
  try {
    await promise;
    return "OK";
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "UNAUTHORIZED" || code === "FORBIDDEN" || code === "NOT_FOUND") return code;
    if (code === "CONFLICT") return code;
    throw error;
  }
}

const cases = ACTIONS.flatMap((action) =>
  LEAD_STATUSES.flatMap((status) =>
    ROLES.map((who) => ({ action, status, who, expected: expectedOutcome(action, status, who) })),
  ),
);

describe("every action × every status × every role", () => {
  it.each(cases)(
    "$action on a $status lead by the $who → $expected",
    async ({ action, status, who, expected }) => {
      const lead = await leadInStatus(database.db, owner.id, status, assignedInstaller.id);
      const before = await snapshot(lead.id);

      expect(await outcomeOf(call(action, who, lead.id))).toBe(expected);

      const after = await snapshot(lead.id);
      if (expected !== "OK" || action === "view") {
        expect(after).toEqual(before);
        return;
      }
      if (action === "delete") {
        expect(after.lead).toBeUndefined();
        return;
      }
      expect(after.lead?.status).toBe(NEXT[action] ?? status);
      expect(Number(after.activities)).toBe(Number(before.activities) + 1);
      if (action === "accept") {
        expect(after.lead?.installerId).toBe(contexts.get(who)?.user?.id);
        expect(Number(after.ledger)).toBe(1);
      }
      if (action === "approve") expect(Number(after.ledger)).toBe(Number(before.ledger) + 1);
      // Cancelling an accepted job and withdrawing from one each post the refund.
      const refunds = action === "withdraw" || (action === "cancel" && status === "ACCEPTED");
      if (action === "cancel" || action === "withdraw" || action === "dispute") {
        expect(Number(after.ledger)).toBe(Number(before.ledger) + (refunds ? 1 : 0));
      }
      if (action === "withdraw") expect(after.lead?.installerId).toBeNull();
      if (action === "submitCompletion") expect(Number(after.photos)).toBe(3);
    },
  );

  it("refuses an unknown lead with 404 for everyone signed in", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const who of ROLES.filter((role) => role !== "anonymous")) {
      for (const action of ACTIONS) {
        const outcome = await outcomeOf(call(action, who, id));
        expect(["NOT_FOUND", "FORBIDDEN"]).toContain(outcome);
      }
    }
  });
});
