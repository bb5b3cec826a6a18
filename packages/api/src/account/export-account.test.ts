import { describe, expect, it } from "vitest";
import { accountExportSchema } from "@uplink/domain";
import {
  anonymousContext,
  bookLedgerMovement,
  contextFor,
  createCaller,
  createLead,
  createUser,
  refusalOf,
  useTestApi,
} from "../testing";

const api = useTestApi();

/** A customer with one row of every kind, and an installer on their accepted lead. */
async function customerWithHistory() {
  const db = api.db;
  const customer = await createUser(db, { password: "secret password" });
  const installer = await createUser(db, { role: "installer", verificationStatus: "APPROVED" });
  const lead = await createLead(db, customer.id, { installerId: installer.id, status: "ACCEPTED" });
  const photo = await db
    .insertInto("leadPhotos")
    .values({
      leadId: lead.id,
      kind: "property",
      contentHash: "a".repeat(64),
      mimeType: "image/jpeg",
      width: 640,
      height: 480,
      byteSize: 1234,
      uploadedBy: customer.id,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const conversation = await db
    .insertInto("conversations")
    .values({ leadId: lead.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("messages")
    .values([
      {
        conversationId: conversation.id,
        senderId: customer.id,
        type: "TEXT",
        body: "Hello from me",
      },
      {
        conversationId: conversation.id,
        senderId: installer.id,
        type: "TEXT",
        body: "Installer says hi",
      },
    ])
    .execute();
  await db.insertInto("adminNotices").values({ userId: customer.id, body: "Welcome!" }).execute();
  await db
    .insertInto("alerts")
    .values({
      type: "leak_detection",
      description: "Contact details removed",
      details: { original: "call me on 0151 2345678" },
      userId: customer.id,
      leadId: lead.id,
    })
    .execute();
  await db
    .insertInto("photoRejections")
    .values({ userId: customer.id, reason: "The photo looks blank." })
    .execute();
  await db
    .insertInto("activities")
    .values([
      { kind: "lead_created", body: "Lead created", actorId: customer.id, leadId: lead.id },
      { kind: "lead_accepted", body: "Lead accepted", actorId: installer.id, leadId: lead.id },
    ])
    .execute();
  await bookLedgerMovement(db, {
    leadId: lead.id,
    kind: "capture",
    from: { kind: "customer_funding", userId: customer.id },
    to: { kind: "escrow", userId: null },
    cents: 15_000,
  });
  return { customer, installer, lead, photoId: photo.id };
}

describe("account export (GET /api/me/export)", () => {
  it("contains an installer's withdrawals with their reasons", async () => {
    const { customer, installer, lead } = await customerWithHistory();
    await api.db
      .insertInto("leadWithdrawals")
      .values({ leadId: lead.id, installerId: installer.id, reason: "Fully booked" })
      .execute();
    const asInstaller = createCaller(await contextFor(api.deps, installer.id));
    const exported = await asInstaller.account.export();
    expect(accountExportSchema.parse(exported)).toEqual(exported);
    expect(exported.leadWithdrawals).toEqual([
      expect.objectContaining({ leadId: lead.id, reason: "Fully booked" }),
    ]);
    const asCustomer = createCaller(await contextFor(api.deps, customer.id));
    expect((await asCustomer.account.export()).leadWithdrawals).toEqual([]);
  });

  it("contains every row concerning the caller, and no secret", async () => {
    const { customer, lead, photoId } = await customerWithHistory();
    const other = await customerWithHistory();
    const ctx = await contextFor(api.deps, customer.id);
    const exported = await createCaller(ctx).account.export();

    expect(accountExportSchema.parse(exported)).toEqual(exported);
    expect(exported.profile).toMatchObject({ id: customer.id, email: customer.email });
    expect(exported.sessions.map((session) => session.id)).toEqual([ctx.sessionId]);
    expect(exported.leads.map((row) => row.id)).toEqual([lead.id]);
    expect(exported.leads[0]).toMatchObject({ value: 150, address: { city: "Berlin" } });
    expect(exported.photos.map((photo) => photo.id)).toEqual([photoId]);
    expect(exported.messages.map((message) => message.body)).toEqual(["Hello from me"]);
    expect(exported.adminNotices.map((notice) => notice.body)).toEqual(["Welcome!"]);
    expect(exported.alerts).toEqual([
      expect.objectContaining({ details: { original: "call me on 0151 2345678" } }),
    ]);
    expect(exported.photoRejections.map((rejection) => rejection.reason)).toEqual([
      "The photo looks blank.",
    ]);
    expect(exported.activities.map((activity) => activity.kind)).toEqual(["lead_created"]);
    expect(exported.ledgerEntries).toEqual([
      expect.objectContaining({
        accountKind: "customer_funding",
        leadId: lead.id,
        transactionKind: "capture",
        amount: -150,
      }),
    ]);

    const text = JSON.stringify(exported);
    for (const foreign of [
      other.customer.id,
      other.customer.email,
      other.lead.id,
      "Installer says hi",
    ]) {
      expect(text).not.toContain(foreign);
    }
    expect(text).not.toMatch(/argon2|passwordHash|tokenHash/);
  });

  it("shows an installer the jobs they took on", async () => {
    const { installer, lead } = await customerWithHistory();
    const exported = await createCaller(await contextFor(api.deps, installer.id)).account.export();
    expect(exported.leads.map((row) => row.id)).toEqual([lead.id]);
    expect(exported.messages.map((message) => message.body)).toEqual(["Installer says hi"]);
    expect(exported.ledgerEntries).toEqual([]);
  });

  it("requires a session", async () => {
    expect(
      (await refusalOf(createCaller(await anonymousContext(api.deps)).account.export())).code,
    ).toBe("UNAUTHORIZED");
  });
});
