import { describe, expect, it } from "vitest";
import type { LeadRow, UserRow } from "@uplink/db";
import { LEAD_REASON_MAX_LENGTH, messages, type LeadStatus } from "@uplink/domain";
import { ensureAccount } from "../escrow/ledger-accounts";
import { accountBalanceCents, escrowBalanceCents } from "../escrow/ledger-balances";
import {
  ago,
  callerAs,
  createLead,
  createUser,
  leadInStatus,
  refusalOf,
  settlementOf,
  useTestApi,
  systemMessagesOf,
} from "../testing";

/*
 * Issue 11: the ways out of the happy path. The customer cancels, the assigned installer
 * withdraws, either party disputes; every refund is one balanced ledger transaction and a
 * refund_credit alert, exactly once whatever is retried.
 */

const api = useTestApi({ smtp: true });

const address = { street: "Hauptstraße 1", city: "Berlin", postalCode: "10115" };
const pricedDescription = "Roof mount on a flat roof, cable through the wall into the office";

const customer = () => createUser(api.db, { role: "customer" });
const installer = () =>
  createUser(api.db, { role: "installer", verificationStatus: "APPROVED", emailVerified: true });

/** A lead posted by `owner` and accepted by `taker` through the procedures, money held. */
async function acceptedLead(owner: UserRow, taker: UserRow): Promise<string> {
  const lead = await (
    await callerAs(api.deps, owner)
  ).leads.create({
    address,
    description: pricedDescription,
  });
  await (await callerAs(api.deps, taker)).leads.accept({ id: lead.id });
  return lead.id;
}

const leadRow = (id: string): Promise<LeadRow> =>
  api.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const alertsOf = (leadId: string, type: "refund_credit" | "other") =>
  api.db
    .selectFrom("alerts")
    .selectAll()
    .where("leadId", "=", leadId)
    .where("type", "=", type)
    .execute();

const ledgerKinds = async (leadId: string) =>
  (
    await api.db
      .selectFrom("ledgerTransactions")
      .select(["kind", "idempotencyKey"])
      .where("leadId", "=", leadId)
      .orderBy("createdAt")
      .execute()
  ).map((row) => row.idempotencyKey.replace(leadId, "<lead>"));

const fundingBalance = async (user: UserRow) =>
  accountBalanceCents(
    api.db,
    (await ensureAccount(api.db, "customer_funding", { userId: user.id })).id,
  );

const systemMessages = (leadId: string) => systemMessagesOf(api.db, leadId);

const activityKinds = async (leadId: string) =>
  (
    await api.db
      .selectFrom("activities")
      .select("kind")
      .where("leadId", "=", leadId)
      .orderBy("createdAt")
      .orderBy("id")
      .execute()
  ).map((row) => row.kind);

describe("cancelling a request", () => {
  it("cancels a NEW request with nothing to refund, once", async () => {
    const owner = await customer();
    const asOwner = await callerAs(api.deps, owner);
    const lead = await asOwner.leads.create({ address, description: pricedDescription });

    const cancelled = await asOwner.leads.cancel({ id: lead.id, reason: "  Moved house  " });

    expect(cancelled).toMatchObject({ status: "CANCELLED", installerId: null });
    const row = await leadRow(lead.id);
    expect(row.cancelReason).toBe("Moved house");
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(await ledgerKinds(lead.id)).toEqual([]);
    expect(await alertsOf(lead.id, "refund_credit")).toEqual([]);
    expect(await activityKinds(lead.id)).toEqual(["lead_created", "lead_cancelled"]);
    expect(await refusalOf(asOwner.leads.cancel({ id: lead.id }))).toEqual({
      code: "CONFLICT",
      message: messages.server.wrongLeadState("CANCELLED", "cancel"),
    });
  });

  it("refunds an ACCEPTED request exactly once under 20 parallel retries", async () => {
    const [owner, taker] = [await customer(), await installer()];
    const fundingBefore = await fundingBalance(owner);
    const leadId = await acceptedLead(owner, taker);
    expect(await escrowBalanceCents(api.db, leadId)).toBe(36_900);
    const asOwner = await callerAs(api.deps, owner);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => asOwner.leads.cancel({ id: leadId })),
    );

    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") {
        expect(outcome.reason).toMatchObject({
          code: "CONFLICT",
          message: messages.server.wrongLeadState("CANCELLED", "cancel"),
        });
      }
    }
    expect(await settlementOf(api.db, leadId)).toEqual({
      releases: 0,
      escrowCents: 0,
      balanced: true,
    });
    expect(await ledgerKinds(leadId)).toEqual(["capture:<lead>", "refund:<lead>"]);
    expect(await fundingBalance(owner)).toBe(fundingBefore);
    const refundAlerts = await alertsOf(leadId, "refund_credit");
    expect(refundAlerts.map((alert) => alert.description)).toEqual([
      messages.alerts.escrowRefunded(369, "Starlink Installation in Berlin", "cancelled"),
    ]);
    // The installer stays on the record of a job they had accepted, and is told.
    expect(await leadRow(leadId)).toMatchObject({ status: "CANCELLED", installerId: taker.id });
    expect(await systemMessages(leadId)).toEqual([
      messages.leadEvents.accepted.system,
      messages.leadEvents.cancelled.system,
    ]);
    await api.deps.mail.drain();
    const [mail] = await api.smtp.mailsTo(taker.email);
    expect(mail?.subject).toBe(
      messages.leadEvents.cancelled.subject("Starlink Installation in Berlin"),
    );
  });

  it.each(["ON_SITE", "DONE", "REVISION"] as const)(
    "refuses in %s with 409 naming the state: the installer is there",
    async (status) => {
      const [owner, taker] = [await customer(), await installer()];
      const lead = await leadInStatus(api.db, owner.id, status, taker.id);
      const refusal = await refusalOf(
        (await callerAs(api.deps, owner)).leads.cancel({ id: lead.id }),
      );
      expect(refusal).toEqual({
        code: "CONFLICT",
        message: messages.server.cancelAfterInstallerArrived(status),
      });
      expect(refusal.message).toContain(status);
      expect(await settlementOf(api.db, lead.id)).toMatchObject({ escrowCents: 15_000 });
    },
  );

  it("refuses an APPROVED request, naming its state", async () => {
    const [owner, taker] = [await customer(), await installer()];
    const lead = await leadInStatus(api.db, owner.id, "APPROVED", taker.id);
    expect(
      await refusalOf((await callerAs(api.deps, owner)).leads.cancel({ id: lead.id })),
    ).toEqual({ code: "CONFLICT", message: messages.server.wrongLeadState("APPROVED", "cancel") });
  });

  it("is only for the lead's own customer", async () => {
    const [owner, taker] = [await customer(), await installer()];
    const leadId = await acceptedLead(owner, taker);
    const stranger = await callerAs(api.deps, await customer());
    const admin = await callerAs(api.deps, await createUser(api.db, { role: "administrator" }));

    expect((await refusalOf(stranger.leads.cancel({ id: leadId }))).code).toBe("NOT_FOUND");
    const asTaker = await callerAs(api.deps, taker);
    expect((await refusalOf(asTaker.leads.cancel({ id: leadId }))).code).toBe("FORBIDDEN");
    expect((await refusalOf(admin.leads.cancel({ id: leadId }))).code).toBe("FORBIDDEN");
    expect(await escrowBalanceCents(api.db, leadId)).toBe(36_900);
  });

  it("refuses an over-long reason and an id that names nothing", async () => {
    const owner = await customer();
    const asOwner = await callerAs(api.deps, owner);
    const lead = await createLead(api.db, owner.id);
    const long = await refusalOf(
      asOwner.leads.cancel({ id: lead.id, reason: "x".repeat(LEAD_REASON_MAX_LENGTH + 1) }),
    );
    expect(long.code).toBe("BAD_REQUEST");
    expect(long.message).toContain(messages.validation.reasonTooLong);
    expect(
      (await refusalOf(asOwner.leads.cancel({ id: "5e1f4a8e-0000-4000-8000-000000000000" }))).code,
    ).toBe("NOT_FOUND");
    expect((await leadRow(lead.id)).status).toBe("NEW");
  });

  it("lets the customer delete a cancelled request", async () => {
    const [owner, taker] = [await customer(), await installer()];
    const leadId = await acceptedLead(owner, taker);
    const asOwner = await callerAs(api.deps, owner);
    await asOwner.leads.cancel({ id: leadId });
    expect(await asOwner.leads.delete({ id: leadId })).toEqual({ success: true });
    expect(
      await api.db.selectFrom("leads").select("id").where("id", "=", leadId).execute(),
    ).toEqual([]);
  });
});

describe("withdrawing from an accepted job", () => {
  it("returns the lead to NEW with no installer and the escrow refunded; another installer can take it", async () => {
    const [owner, first, second] = [await customer(), await installer(), await installer()];
    const leadId = await acceptedLead(owner, first);
    const asFirst = await callerAs(api.deps, first);

    const withdrawn = await asFirst.leads.withdraw({ id: leadId, reason: "My van broke down" });

    expect(withdrawn).toMatchObject({ status: "NEW", installerId: null, value: 369 });
    expect(await settlementOf(api.db, leadId)).toEqual({
      releases: 0,
      escrowCents: 0,
      balanced: true,
    });
    expect((await alertsOf(leadId, "refund_credit")).map((alert) => alert.description)).toEqual([
      messages.alerts.escrowRefunded(369, "Starlink Installation in Berlin", "withdrawn"),
    ]);
    expect(await activityKinds(leadId)).toEqual([
      "lead_created",
      "lead_accepted",
      "lead_withdrawn",
    ]);
    await api.deps.mail.drain();
    const mails = await api.smtp.mailsTo(owner.email, 2);
    expect(mails.at(-1)?.subject).toBe(
      messages.leadEvents.withdrawn.subject("Starlink Installation in Berlin"),
    );
    expect(mails.at(-1)?.text).toContain("My van broke down");
    // The first installer no longer sees the street or chat of a lead they gave back.
    expect((await asFirst.leads.byId({ id: leadId })).conversation).toBeNull();
    expect((await refusalOf(asFirst.leads.withdraw({ id: leadId, reason: "again" }))).code).toBe(
      "FORBIDDEN",
    );

    const retaken = await (await callerAs(api.deps, second)).leads.accept({ id: leadId });
    expect(retaken).toMatchObject({ status: "ACCEPTED", installerId: second.id });
    expect(await escrowBalanceCents(api.db, leadId)).toBe(36_900);
    expect(await ledgerKinds(leadId)).toEqual([
      "capture:<lead>",
      "refund:<lead>",
      "capture:<lead>:2",
    ]);
    expect(await systemMessages(leadId)).toEqual([
      messages.leadEvents.accepted.system,
      `${messages.leadEvents.withdrawn.system} ${messages.server.reasonGiven("My van broke down")}`,
      messages.leadEvents.accepted.system,
    ]);

    // The second hold is refunded on its own key when the customer then cancels.
    await (await callerAs(api.deps, owner)).leads.cancel({ id: leadId });
    expect(await ledgerKinds(leadId)).toEqual([
      "capture:<lead>",
      "refund:<lead>",
      "capture:<lead>:2",
      "refund:<lead>:2",
    ]);
    expect(await settlementOf(api.db, leadId)).toMatchObject({ escrowCents: 0, balanced: true });
  });

  it("gives an unpriced request back without the installer's price", async () => {
    const [owner, first, second] = [await customer(), await installer(), await installer()];
    const lead = await (
      await callerAs(api.deps, owner)
    ).leads.create({
      address,
      description: "Please call me about it",
    });
    expect(lead.value).toBeNull();
    const asOwner = await callerAs(api.deps, owner);
    const { offer } = await (
      await callerAs(api.deps, first)
    ).leads.makeOffer({ id: lead.id, value: 420, message: undefined });
    await asOwner.offers.accept({ id: offer.id });
    const withdrawn = await (
      await callerAs(api.deps, first)
    ).leads.withdraw({
      id: lead.id,
      reason: "Too far away",
    });
    expect(withdrawn.value).toBeNull();
    const secondOffer = await (
      await callerAs(api.deps, second)
    ).leads.makeOffer({ id: lead.id, value: 300, message: undefined });
    const retaken = await asOwner.offers.accept({ id: secondOffer.offer.id });
    expect(retaken.value).toBe(300);
    expect(await escrowBalanceCents(api.db, lead.id)).toBe(30_000);
  });

  it("is only for the assigned installer, only while ACCEPTED, and needs a reason", async () => {
    const [owner, taker] = [await customer(), await installer()];
    const leadId = await acceptedLead(owner, taker);
    const asTaker = await callerAs(api.deps, taker);
    const other = await callerAs(api.deps, await installer());
    const asOwner = await callerAs(api.deps, owner);

    expect((await refusalOf(other.leads.withdraw({ id: leadId, reason: "x" }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await refusalOf(asOwner.leads.withdraw({ id: leadId, reason: "x" }))).code).toBe(
      "FORBIDDEN",
    );
    const blank = await refusalOf(asTaker.leads.withdraw({ id: leadId, reason: "   " }));
    expect(blank.code).toBe("BAD_REQUEST");
    expect(blank.message).toContain(messages.validation.reasonRequired);

    await asTaker.leads.markOnSite({ id: leadId });
    expect(await refusalOf(asTaker.leads.withdraw({ id: leadId, reason: "x" }))).toEqual({
      code: "CONFLICT",
      message: messages.server.wrongLeadState("ON_SITE", "withdraw"),
    });
    expect(await escrowBalanceCents(api.db, leadId)).toBe(36_900);
  });

  it("raises one `other` alert at an installer's third withdrawal within 30 days", async () => {
    const taker = await installer();
    const asTaker = await callerAs(api.deps, taker);
    const owner = await customer();
    // An old withdrawal does not count.
    const old = await createLead(api.db, owner.id);
    await api.db
      .insertInto("leadWithdrawals")
      .values({
        leadId: old.id,
        installerId: taker.id,
        reason: "old",
        createdAt: ago(31 * 86_400_000),
      })
      .execute();

    const alertsAbout = () =>
      api.db
        .selectFrom("alerts")
        .select("description")
        .where("userId", "=", taker.id)
        .where("type", "=", "other")
        .execute();

    const leads = [
      await acceptedLead(owner, taker),
      await acceptedLead(owner, taker),
      await acceptedLead(owner, taker),
      await acceptedLead(owner, taker),
    ];
    await asTaker.leads.withdraw({ id: leads[0] ?? "", reason: "one" });
    await asTaker.leads.withdraw({ id: leads[1] ?? "", reason: "two" });
    expect(await alertsAbout()).toEqual([]);
    // The third and fourth at once: each is counted after the other, so the third raises it.
    await Promise.all([
      asTaker.leads.withdraw({ id: leads[2] ?? "", reason: "three" }),
      asTaker.leads.withdraw({ id: leads[3] ?? "", reason: "four" }),
    ]);
    expect(await alertsAbout()).toEqual([
      {
        description: messages.alerts.repeatedWithdrawals(
          `${taker.firstName} ${taker.lastName}`,
          taker.email,
          3,
          30,
        ),
      },
    ]);
  });
});

describe("contact details in a reason", () => {
  it("are removed before the other party reads them, and administrators get the original", async () => {
    const [owner, taker] = [await customer(), await installer()];
    const lead = await leadInStatus(api.db, owner.id, "REVISION", taker.id);
    const written = "Call me on +49 170 1234567 instead";

    await (await callerAs(api.deps, taker)).leads.dispute({ id: lead.id, reason: written });

    const row = await leadRow(lead.id);
    expect(row.disputeReason).not.toContain("1234567");
    expect(row.disputeReason).toContain("[contact details removed]");
    const leaks = await api.db
      .selectFrom("alerts")
      .select(["description", "details"])
      .where("leadId", "=", lead.id)
      .where("type", "=", "leak_detection")
      .execute();
    expect(leaks).toHaveLength(1);
    expect(leaks[0]?.details).toMatchObject({ originalText: written });
    const chat = await systemMessages(lead.id);
    expect(chat.join(" ")).not.toContain("1234567");
    expect(chat.at(-1)).toBe(messages.server.contactDetailsRemovedFromReason);
  });

  it("are removed from a cancellation's reason where there is no chat yet", async () => {
    const owner = await customer();
    const lead = await createLead(api.db, owner.id);
    await (
      await callerAs(api.deps, owner)
    ).leads.cancel({
      id: lead.id,
      reason: "Write to me at someone@example.com",
    });
    expect((await leadRow(lead.id)).cancelReason).not.toContain("someone@example.com");
    const leaks = await api.db
      .selectFrom("alerts")
      .select("id")
      .where("leadId", "=", lead.id)
      .where("type", "=", "leak_detection")
      .execute();
    expect(leaks).toHaveLength(1);
  });
});

describe("opening a dispute", () => {
  const disputable: { status: LeadStatus; by: "customer" | "installer" }[] = [
    { status: "DONE", by: "customer" },
    { status: "REVISION", by: "customer" },
    { status: "REVISION", by: "installer" },
  ];

  it.each(disputable)("the $by may dispute in $status", async ({ status, by }) => {
    const [owner, taker] = [await customer(), await installer()];
    const lead = await leadInStatus(api.db, owner.id, status, taker.id);
    const party = by === "customer" ? owner : taker;

    const disputed = await (
      await callerAs(api.deps, party)
    ).leads.dispute({
      id: lead.id,
      reason: "The dish points the wrong way",
    });

    expect(disputed.status).toBe("DISPUTED");
    expect(await leadRow(lead.id)).toMatchObject({
      disputedBy: party.id,
      disputeReason: "The dish points the wrong way",
    });
    // The money stays held until an administrator settles it.
    expect(await settlementOf(api.db, lead.id)).toEqual({
      releases: 0,
      escrowCents: 15_000,
      balanced: true,
    });
    expect((await alertsOf(lead.id, "other")).map((alert) => alert.description)).toEqual([
      messages.alerts.disputeOpened(
        lead.title,
        `${party.firstName} ${party.lastName}`,
        "The dish points the wrong way",
      ),
    ]);
    expect(await systemMessages(lead.id)).toEqual([
      `${messages.leadEvents.disputed.system} ${messages.server.reasonGiven("The dish points the wrong way")}`,
    ]);
    await api.deps.mail.drain();
    for (const side of [owner, taker]) {
      const [mail] = await api.smtp.mailsTo(side.email);
      expect(mail?.subject).toBe(messages.leadEvents.disputed.subject(lead.title));
    }
    // Once is enough: a second dispute is refused.
    expect(
      await refusalOf(
        (await callerAs(api.deps, party)).leads.dispute({ id: lead.id, reason: "x" }),
      ),
    ).toEqual({ code: "CONFLICT", message: messages.server.wrongLeadState("DISPUTED", "dispute") });
  });

  const refused: { status: LeadStatus; by: "customer" | "installer" }[] = [
    { status: "ACCEPTED", by: "customer" },
    { status: "ON_SITE", by: "customer" },
    { status: "APPROVED", by: "customer" },
    { status: "ACCEPTED", by: "installer" },
    { status: "ON_SITE", by: "installer" },
    { status: "DONE", by: "installer" },
  ];

  it.each(refused)("the $by may not dispute in $status (409)", async ({ status, by }) => {
    const [owner, taker] = [await customer(), await installer()];
    const lead = await leadInStatus(api.db, owner.id, status, taker.id);
    const party = by === "customer" ? owner : taker;
    expect(
      await refusalOf(
        (await callerAs(api.deps, party)).leads.dispute({ id: lead.id, reason: "Not happy" }),
      ),
    ).toEqual({ code: "CONFLICT", message: messages.server.wrongLeadState(status, "dispute") });
    expect((await leadRow(lead.id)).status).toBe(status);
  });

  it("is refused to strangers, other installers and administrators, and without a reason", async () => {
    const [owner, taker] = [await customer(), await installer()];
    const lead = await leadInStatus(api.db, owner.id, "REVISION", taker.id);
    const stranger = await callerAs(api.deps, await customer());
    const other = await callerAs(api.deps, await installer());
    const admin = await callerAs(api.deps, await createUser(api.db, { role: "administrator" }));
    const dispute = { id: lead.id, reason: "Not happy" };

    expect((await refusalOf(stranger.leads.dispute(dispute))).code).toBe("NOT_FOUND");
    expect((await refusalOf(other.leads.dispute(dispute))).code).toBe("FORBIDDEN");
    expect((await refusalOf(admin.leads.dispute(dispute))).code).toBe("FORBIDDEN");
    const asOwner = await callerAs(api.deps, owner);
    expect((await refusalOf(asOwner.leads.dispute({ id: lead.id, reason: "" }))).code).toBe(
      "BAD_REQUEST",
    );
    expect((await leadRow(lead.id)).status).toBe("REVISION");
  });
});
