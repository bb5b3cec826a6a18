import { describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { messages } from "@uplink/domain";
import { escrowBalanceCents } from "../escrow/ledger-balances";
import { callerAs, createLead, createUser, refusalOf, settlementOf, useTestApi } from "../testing";

/*
 * Issue 11: offers instead of silent prices. An installer's price on a request the quote
 * engine could not price is an offer; nothing is held until the customer accepts one.
 */

const api = useTestApi({ smtp: true });

const customer = () => createUser(api.db, { role: "customer", emailVerified: true });
const installer = () =>
  createUser(api.db, { role: "installer", verificationStatus: "APPROVED", emailVerified: true });

/** A NEW lead of `owner` the quote engine could not price. */
async function unpricedLead(owner: UserRow) {
  const lead = await createLead(api.db, owner.id);
  await api.db.updateTable("leads").set({ valueCents: null }).where("id", "=", lead.id).execute();
  return lead;
}

const as = (user: UserRow) => callerAs(api.deps, user);
const offer = async (by: UserRow, leadId: string, value: number, message?: string) =>
  (await (await as(by)).leads.makeOffer({ id: leadId, value, message })).offer;

const leadRow = (id: string) =>
  api.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const offerStatuses = async (leadId: string) =>
  Object.fromEntries(
    (
      await api.db
        .selectFrom("offers")
        .select(["id", "status"])
        .where("leadId", "=", leadId)
        .execute()
    ).map((row) => [row.id, row.status]),
  );

describe("making an offer", () => {
  it("records a pending offer, leaves the lead NEW and unpriced, holds nothing and mails the customer", async () => {
    const owner = await customer();
    const maker = await installer();
    const lead = await unpricedLead(owner);

    const made = await offer(maker, lead.id, 380.5, "I can come next Tuesday");
    expect(made).toEqual({
      id: expect.any(String),
      leadId: lead.id,
      installerId: maker.id,
      value: 380.5,
      message: "I can come next Tuesday",
      status: "PENDING",
      createdAt: expect.any(String),
    });
    expect(await leadRow(lead.id)).toMatchObject({
      status: "NEW",
      valueCents: null,
      installerId: null,
    });
    expect(await escrowBalanceCents(api.db, lead.id)).toBe(0);
    const [mail] = await api.smtp.mailsTo(owner.email);
    expect(mail?.subject).toBe(messages.offerMails.received.subject(lead.title));
    expect(mail?.text).toContain("€380.5");
  });

  it("replaces the installer's pending offer with the new one", async () => {
    const owner = await customer();
    const maker = await installer();
    const lead = await unpricedLead(owner);
    const first = await offer(maker, lead.id, 400);
    const second = await offer(maker, lead.id, 350);
    expect(await offerStatuses(lead.id)).toEqual({
      [first.id]: "WITHDRAWN",
      [second.id]: "PENDING",
    });
  });

  it("keeps one pending offer per installer when the same installer sends ten at once", async () => {
    const owner = await customer();
    const maker = await installer();
    const lead = await unpricedLead(owner);
    await Promise.all(Array.from({ length: 10 }, (_, index) => offer(maker, lead.id, 300 + index)));
    const statuses = Object.values(await offerStatuses(lead.id));
    expect(statuses.filter((status) => status === "PENDING")).toHaveLength(1);
    expect(statuses).toHaveLength(10);
  });

  it("removes contact details from the message and alerts administrators", async () => {
    const owner = await customer();
    const maker = await installer();
    const lead = await unpricedLead(owner);
    const made = await offer(maker, lead.id, 300, "Call me on 0151 23456789 to agree a date");
    expect(made.message).not.toContain("23456789");
    const alerts = await api.db
      .selectFrom("alerts")
      .select(["type", "userId"])
      .where("leadId", "=", lead.id)
      .execute();
    expect(alerts).toEqual([{ type: "leak_detection", userId: maker.id }]);
  });

  it("is refused on a priced lead, to installers not approved, to customers and once the lead is taken", async () => {
    const owner = await customer();
    const maker = await installer();
    const priced = await createLead(api.db, owner.id);
    expect(
      await refusalOf(
        (await as(maker)).leads.makeOffer({ id: priced.id, value: 200, message: undefined }),
      ),
    ).toEqual({
      code: "BAD_REQUEST",
      message: messages.server.offerOnPricedLead(150),
    });

    const lead = await unpricedLead(owner);
    const pending = await createUser(api.db, { role: "installer", verificationStatus: "NEW" });
    expect(
      (
        await refusalOf(
          (await as(pending)).leads.makeOffer({ id: lead.id, value: 200, message: undefined }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    expect(
      (
        await refusalOf(
          (await as(owner)).leads.makeOffer({ id: lead.id, value: 200, message: undefined }),
        )
      ).code,
    ).toBe("FORBIDDEN");

    const taken = await offer(maker, lead.id, 250);
    await (await as(owner)).offers.accept({ id: taken.id });
    expect(
      await refusalOf(
        (await as(await installer())).leads.makeOffer({
          id: lead.id,
          value: 200,
          message: undefined,
        }),
      ),
    ).toEqual({
      code: "CONFLICT",
      message: messages.server.wrongLeadState("ACCEPTED", "makeOffer"),
    });
  });
});

describe("listing a lead's offers", () => {
  it("shows the customer every offer with its installer, each installer only their own, and others nothing", async () => {
    const owner = await customer();
    const [first, second] = [await installer(), await installer()];
    const lead = await unpricedLead(owner);
    const older = await offer(first, lead.id, 410);
    const newer = await offer(second, lead.id, 390, "Weekend visits possible");

    const seen = await (await as(owner)).leads.offers({ id: lead.id });
    expect(seen.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(seen[0]).toMatchObject({
      value: 390,
      message: "Weekend visits possible",
      installer: {
        firstName: second.firstName,
        lastName: second.lastName,
        verificationStatus: "APPROVED",
      },
    });
    expect((await (await as(first)).leads.offers({ id: lead.id })).map((row) => row.id)).toEqual([
      older.id,
    ]);
    expect(await (await as(await installer())).leads.offers({ id: lead.id })).toEqual([]);
    expect((await refusalOf((await as(await customer())).leads.offers({ id: lead.id }))).code).toBe(
      "NOT_FOUND",
    );
  });

  it("pages newest first by cursor", async () => {
    const owner = await customer();
    const lead = await unpricedLead(owner);
    const made = [];
    for (let index = 0; index < 5; index += 1)
      made.push(await offer(await installer(), lead.id, 100 + index));
    const asOwner = await as(owner);
    const page1 = await asOwner.leads.offers({ id: lead.id, limit: 2 });
    const page2 = await asOwner.leads.offers({ id: lead.id, limit: 2, cursor: page1[1]?.id });
    const page3 = await asOwner.leads.offers({ id: lead.id, limit: 2, cursor: page2[1]?.id });
    expect([...page1, ...page2, ...page3].map((row) => row.id)).toEqual(
      made.map((row) => row.id).reverse(),
    );
  });
});

describe("accepting an offer", () => {
  it("assigns the installer, holds exactly the offer's value, declines the rest and tells everyone", async () => {
    const owner = await customer();
    const [chosen, other] = [await installer(), await installer()];
    const lead = await unpricedLead(owner);
    const taken = await offer(chosen, lead.id, 432.1);
    const passedOver = await offer(other, lead.id, 399);

    const accepted = await (await as(owner)).offers.accept({ id: taken.id });
    expect(accepted).toMatchObject({ status: "ACCEPTED", installerId: chosen.id, value: 432.1 });
    expect(await escrowBalanceCents(api.db, lead.id)).toBe(43_210);
    expect(await offerStatuses(lead.id)).toEqual({
      [taken.id]: "ACCEPTED",
      [passedOver.id]: "DECLINED",
    });
    expect((await settlementOf(api.db, lead.id)).balanced).toBe(true);
    const [won] = await api.smtp.mailsTo(chosen.email);
    expect(won?.subject).toBe(messages.leadEvents.offerAccepted.subject(lead.title));
    const [lost] = await api.smtp.mailsTo(other.email);
    expect(lost?.subject).toBe(messages.offerMails.declined.subject(lead.title));
  });

  it("of 20 acceptances at once, of one offer or of several, exactly one wins and the rest get 409", async () => {
    const owner = await customer();
    const lead = await unpricedLead(owner);
    const offers = await Promise.all(
      Array.from({ length: 4 }, async (_, index) => offer(await installer(), lead.id, 200 + index)),
    );
    const asOwner = await as(owner);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        asOwner.offers.accept({ id: offers[index % offers.length]!.id }),
      ),
    );
    const winners = outcomes.filter((outcome) => outcome.status === "fulfilled");
    expect(winners).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected")
        expect((outcome.reason as { code: string }).code).toBe("CONFLICT");
    }
    const winner = (winners[0] as PromiseFulfilledResult<{ value: number | null }>).value;
    expect(await escrowBalanceCents(api.db, lead.id)).toBe(Math.round((winner.value ?? 0) * 100));
    const captures = await api.db
      .selectFrom("ledgerTransactions")
      .select("id")
      .where("leadId", "=", lead.id)
      .where("kind", "=", "capture")
      .execute();
    expect(captures).toHaveLength(1);
  });

  it("is only for the lead's customer and only while the offer is pending", async () => {
    const owner = await customer();
    const maker = await installer();
    const lead = await unpricedLead(owner);
    const made = await offer(maker, lead.id, 300);
    expect(
      (await refusalOf((await as(await customer())).offers.accept({ id: made.id }))).code,
    ).toBe("NOT_FOUND");
    expect((await refusalOf((await as(maker)).offers.accept({ id: made.id }))).code).toBe(
      "FORBIDDEN",
    );
    await (await as(maker)).offers.withdraw({ id: made.id });
    expect(await refusalOf((await as(owner)).offers.accept({ id: made.id }))).toEqual({
      code: "CONFLICT",
      message: messages.server.offerNotPending("WITHDRAWN", "accepted"),
    });
    expect(await leadRow(lead.id)).toMatchObject({ status: "NEW", installerId: null });
    expect(await escrowBalanceCents(api.db, lead.id)).toBe(0);
  });

  it("is refused when the installer can no longer take jobs", async () => {
    const owner = await customer();
    const maker = await installer();
    const lead = await unpricedLead(owner);
    const made = await offer(maker, lead.id, 300);
    await api.db
      .updateTable("users")
      .set({ verificationStatus: "REJECTED" })
      .where("id", "=", maker.id)
      .execute();
    expect(await refusalOf((await as(owner)).offers.accept({ id: made.id }))).toEqual({
      code: "CONFLICT",
      message: messages.server.offerInstallerUnavailable,
    });
    expect(await escrowBalanceCents(api.db, lead.id)).toBe(0);
  });
});

describe("withdrawing an offer", () => {
  it("is for its installer while pending; another installer's is unknown", async () => {
    const owner = await customer();
    const maker = await installer();
    const lead = await unpricedLead(owner);
    const made = await offer(maker, lead.id, 300);
    expect(
      (await refusalOf((await as(await installer())).offers.withdraw({ id: made.id }))).code,
    ).toBe("NOT_FOUND");
    expect(await (await as(maker)).offers.withdraw({ id: made.id })).toMatchObject({
      id: made.id,
      status: "WITHDRAWN",
    });
    expect(await refusalOf((await as(maker)).offers.withdraw({ id: made.id }))).toEqual({
      code: "CONFLICT",
      message: messages.server.offerNotPending("WITHDRAWN", "withdrawn"),
    });
  });

  it("closes pending offers when the customer cancels the request, and tells their installers", async () => {
    const owner = await customer();
    const maker = await installer();
    const lead = await unpricedLead(owner);
    const made = await offer(maker, lead.id, 300);
    await (await as(owner)).leads.cancel({ id: lead.id });
    expect(await offerStatuses(lead.id)).toEqual({ [made.id]: "DECLINED" });
    const [mail] = await api.smtp.mailsTo(maker.email);
    expect(mail?.subject).toBe(messages.offerMails.cancelled.subject(lead.title));
  });
});
