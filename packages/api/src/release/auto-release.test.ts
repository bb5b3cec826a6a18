import { describe, expect, it } from "vitest";
import type { LeadRow } from "@uplink/db";
import { messages, type LeadStatus } from "@uplink/domain";
import { accountBalanceCents } from "../escrow/ledger-balances";
import { ensureAccount } from "../escrow/ledger-accounts";
import {
  callerAs,
  createLead,
  createUser,
  doneLeadReleasedAt,
  leadInStatus,
  settlementOf,
  useTestApi,
  systemMessagesOf,
} from "../testing";
import { releaseDueLead, releaseOverdueLeads } from "./auto-release";

/*
 * Issue 11: a DONE lead nobody answered by its autoReleaseAt is approved by the platform:
 * the same release as an approval, once, whatever runs at the same time or comes late.
 */

const api = useTestApi({ smtp: true });
const HOUR = 60 * 60 * 1000;

async function parties() {
  return {
    owner: await createUser(api.db, { role: "customer" }),
    taker: await createUser(api.db, { role: "installer", verificationStatus: "APPROVED" }),
  };
}

const leadRow = (id: string): Promise<LeadRow> =>
  api.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const systemMessages = (leadId: string) => systemMessagesOf(api.db, leadId);

const activities = (leadId: string) =>
  api.db
    .selectFrom("activities")
    .select(["kind", "body", "actorId"])
    .where("leadId", "=", leadId)
    .execute();

describe("the automatic release of an overdue DONE lead", () => {
  it("of 20 runs at once, exactly one approves it and releases the payment less the fee", async () => {
    const { owner, taker } = await parties();
    const lead = await doneLeadReleasedAt(api.db, owner.id, taker.id);

    const runs = await Promise.all(
      Array.from({ length: 20 }, () => releaseDueLead(api.deps, lead.id)),
    );

    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await leadRow(lead.id)).toMatchObject({ status: "APPROVED", autoReleaseAt: null });
    expect(await settlementOf(api.db, lead.id)).toEqual({
      releases: 1,
      escrowCents: 0,
      balanced: true,
    });
    const payable = await ensureAccount(api.db, "installer_payable", { userId: taker.id });
    expect(await accountBalanceCents(api.db, payable.id)).toBe(13_500);
    expect(await systemMessages(lead.id)).toEqual([messages.leadEvents.autoReleased.system]);
    expect(await activities(lead.id)).toEqual([
      {
        kind: "lead_autoReleased",
        body: messages.leadEvents.autoReleased.activity(lead.title, messages.autoRelease.actorName),
        actorId: null,
      },
    ]);
  });

  it("mails both parties once, and both see the lead approved", async () => {
    const { owner, taker } = await parties();
    const lead = await doneLeadReleasedAt(api.db, owner.id, taker.id);

    await Promise.all([releaseDueLead(api.deps, lead.id), releaseDueLead(api.deps, lead.id)]);

    await api.deps.mail.drain();
    for (const side of [owner, taker]) {
      const [mail] = await api.smtp.mailsTo(side.email);
      expect(mail?.subject).toBe(messages.leadEvents.autoReleased.subject(lead.title));
      expect(mail?.text).toContain(messages.leadEvents.autoReleased.body);
      expect(api.smtp.receivedBy(side.email)).toHaveLength(1);
      const seen = await (await callerAs(api.deps, side)).leads.byId({ id: lead.id });
      expect(seen.lead).toMatchObject({ status: "APPROVED", autoReleaseAt: null });
    }
  });

  it("does nothing before the lead's time has come: a job of an earlier clock is stale", async () => {
    const { owner, taker } = await parties();
    const lead = await doneLeadReleasedAt(api.db, owner.id, taker.id, new Date(Date.now() + HOUR));

    expect(await releaseDueLead(api.deps, lead.id)).toBe(false);

    expect(await leadRow(lead.id)).toMatchObject({
      status: "DONE",
      autoReleaseAt: lead.autoReleaseAt,
    });
    expect(await settlementOf(api.db, lead.id)).toMatchObject({ releases: 0, escrowCents: 15_000 });
    expect(await systemMessages(lead.id)).toEqual([]);
  });

  it.each<LeadStatus>(["APPROVED", "REVISION", "DISPUTED", "ON_SITE"])(
    "does nothing to a lead that is %s by the time its job runs",
    async (status) => {
      const { owner, taker } = await parties();
      const lead = await leadInStatus(api.db, owner.id, status, taker.id);
      const before = await settlementOf(api.db, lead.id);

      expect(await releaseDueLead(api.deps, lead.id)).toBe(false);

      expect((await leadRow(lead.id)).status).toBe(status);
      expect(await settlementOf(api.db, lead.id)).toEqual(before);
      expect(await activities(lead.id)).toEqual([]);
    },
  );

  it("does nothing for a lead deleted meanwhile", async () => {
    const { owner } = await parties();
    const lead = await createLead(api.db, owner.id);
    await api.db.deleteFrom("leads").where("id", "=", lead.id).execute();

    expect(await releaseDueLead(api.deps, lead.id)).toBe(false);
  });

  it("after the customer approved first, releases nothing more", async () => {
    const { owner, taker } = await parties();
    const lead = await doneLeadReleasedAt(api.db, owner.id, taker.id);

    await (await callerAs(api.deps, owner)).leads.approve({ id: lead.id });
    expect(await releaseDueLead(api.deps, lead.id)).toBe(false);

    expect(await settlementOf(api.db, lead.id)).toEqual({
      releases: 1,
      escrowCents: 0,
      balanced: true,
    });
  });
});

describe("the sweep of overdue releases", () => {
  it("releases every overdue DONE lead once and leaves the others alone", async () => {
    const { owner, taker } = await parties();
    const overdue = await Promise.all(
      [3, 2, 1].map((hours) =>
        doneLeadReleasedAt(api.db, owner.id, taker.id, new Date(Date.now() - hours * HOUR)),
      ),
    );
    const waiting = await doneLeadReleasedAt(
      api.db,
      owner.id,
      taker.id,
      new Date(Date.now() + HOUR),
    );
    const disputed = await leadInStatus(api.db, owner.id, "DISPUTED", taker.id);

    const [first, second] = await Promise.all([
      releaseOverdueLeads(api.deps),
      releaseOverdueLeads(api.deps),
    ]);

    expect(first + second).toBe(overdue.length);
    for (const lead of overdue) {
      expect((await leadRow(lead.id)).status).toBe("APPROVED");
      expect((await settlementOf(api.db, lead.id)).releases).toBe(1);
    }
    expect((await leadRow(waiting.id)).status).toBe("DONE");
    expect((await leadRow(disputed.id)).status).toBe("DISPUTED");
    expect(await releaseOverdueLeads(api.deps)).toBe(0);
    expect((await settlementOf(api.db, waiting.id)).balanced).toBe(true);
  });
});
