import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { messages } from "@uplink/domain";
import { escrowBalanceCents } from "../escrow/ledger-balances";
import { dataUrl, sceneJpeg } from "../testing/test-images";
import {
  acceptedLead,
  anonymousContext,
  contextFor,
  createCaller,
  createLead,
  createUser,
  refusalOf,
  settlementOf,
  smtpMailer,
  startSmtpPeer,
  testDeps,
  type SmtpPeer,
  type TestDeps,
  systemMessagesOf,
} from "../testing";
import { readLeadPhoto } from "./read-lead-photo";

let database: TestDatabase;
let peer: SmtpPeer;
let deps: TestDeps;
let customer: UserRow;
let installer: UserRow;
let admin: UserRow;

const address = { street: "Hauptstraße 1", city: "Berlin", postalCode: "10115" };
const description = "Roof mount on a flat roof, cable through the wall into the office";

beforeAll(async () => {
  database = await createTestDatabase();
  peer = await startSmtpPeer();
  deps = testDeps(database.db, { mailer: smtpMailer(peer.url) });
  customer = await createUser(database.db, { role: "customer" });
  installer = await createUser(database.db, {
    role: "installer",
    verificationStatus: "APPROVED",
  });
  admin = await createUser(database.db, { role: "administrator" });
});

afterAll(async () => {
  await deps.mail.close();
  await peer.close();
  await database.destroy();
});

const callerFor = async (user: UserRow) => createCaller(await contextFor(deps, user.id));
const photos = (seeds: number[]) =>
  Promise.all(seeds.map(async (seed) => dataUrl(await sceneJpeg({ seed }))));

function systemMessages(leadId: string): Promise<string[]> {
  return systemMessagesOf(database.db, leadId);
}

async function activityKinds(leadId: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom("activities")
    .select("kind")
    .where("leadId", "=", leadId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.kind);
}

describe("a job from request to payment", () => {
  it("moves through every status, writing messages, activity, mail and the ledger", async () => {
    const asCustomer = await callerFor(customer);
    const asInstaller = await callerFor(installer);
    const lead = await asCustomer.leads.create({ address, description });
    expect(lead.value).toBe(199 + 120 + 50);

    const accepted = await asInstaller.leads.accept({ id: lead.id });
    expect(accepted).toMatchObject({ status: "ACCEPTED", installerId: installer.id });
    expect(await escrowBalanceCents(database.db, lead.id)).toBe(36_900);
    await deps.mail.drain();
    const [acceptedMail] = await peer.mailsTo(customer.email);
    expect(acceptedMail?.subject).toBe(messages.leadEvents.accepted.subject(lead.title));

    const detail = await asInstaller.leads.byId({ id: lead.id });
    expect(detail.conversation?.messages.map((message) => message.body)).toEqual([
      messages.leadEvents.accepted.system,
    ]);

    await asInstaller.leads.markOnSite({ id: lead.id });
    const done = await asInstaller.leads.submitCompletion({
      id: lead.id,
      photos: await photos([31, 32, 33]),
      captions: ["Dish on the roof", "Cable entry", ""],
    });
    expect(done.status).toBe("DONE");
    const completed = await asCustomer.leads.byId({ id: lead.id });
    expect(completed.photos.map(({ kind, caption }) => ({ kind, caption }))).toEqual([
      { kind: "completion", caption: "Dish on the roof" },
      { kind: "completion", caption: "Cable entry" },
      { kind: "completion", caption: null },
    ]);
    const photoMessages = completed.conversation?.messages.filter(
      (message) => message.type === "PHOTO",
    );
    expect(photoMessages?.map(({ body, photoUrl }) => ({ body, photoUrl }))).toEqual([
      { body: "Dish on the roof", photoUrl: completed.photos[0]?.url },
      { body: "Cable entry", photoUrl: completed.photos[1]?.url },
      { body: messages.server.completionPhotoUntitled(3), photoUrl: completed.photos[2]?.url },
    ]);

    const revision = await asCustomer.leads.requestRevision({
      id: lead.id,
      feedback: "  Please fix the cable clips.  ",
    });
    expect(revision).toMatchObject({
      status: "REVISION",
      revisionFeedback: "Please fix the cable clips.",
    });
    await deps.mail.drain();
    const installerMails = await peer.mailsTo(installer.email);
    expect(installerMails.at(-1)?.text).toContain("Please fix the cable clips.");

    await asInstaller.leads.submitCompletion({ id: lead.id, photos: await photos([34, 35, 36]) });
    const approved = await asCustomer.leads.approve({ id: lead.id });
    expect(approved.status).toBe("APPROVED");
    expect(await escrowBalanceCents(database.db, lead.id)).toBe(0);

    expect(await systemMessages(lead.id)).toEqual([
      messages.leadEvents.accepted.system,
      messages.leadEvents.onSite.system,
      messages.leadEvents.done.system,
      `${messages.leadEvents.revisionRequested.system} ${messages.server.revisionFeedback("Please fix the cable clips.")}`,
      messages.leadEvents.done.system,
      messages.leadEvents.approved.system,
    ]);
    expect(await activityKinds(lead.id)).toEqual([
      "lead_created",
      "lead_accepted",
      "lead_onSite",
      "lead_done",
      "lead_revisionRequested",
      "lead_done",
      "lead_approved",
    ]);
    await deps.mail.drain();
    expect(peer.receivedBy(customer.email).map((mail) => mail.subject)).toEqual([
      messages.leadEvents.accepted.subject(lead.title),
      messages.leadEvents.onSite.subject(lead.title),
      messages.leadEvents.done.subject(lead.title),
      messages.leadEvents.done.subject(lead.title),
    ]);
    expect(peer.receivedBy(installer.email).map((mail) => mail.subject)).toEqual([
      messages.leadEvents.revisionRequested.subject(lead.title),
      messages.leadEvents.approved.subject(lead.title),
    ]);
  });
});

describe("accepting", () => {
  it("takes the installer's price on a lead the quote engine could not price as an offer", async () => {
    const asInstaller = await callerFor(installer);
    const lead = await createLead(database.db, customer.id);
    await database.db
      .updateTable("leads")
      .set({ valueCents: null })
      .where("id", "=", lead.id)
      .execute();
    expect(await refusalOf(asInstaller.leads.accept({ id: lead.id }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.server.acceptValueRequired,
    });
    const answer = await asInstaller.leads.accept({ id: lead.id, value: 249.5 });
    expect(answer).toEqual({
      offer: {
        id: expect.any(String),
        leadId: lead.id,
        installerId: installer.id,
        value: 249.5,
        message: null,
        status: "PENDING",
        createdAt: expect.any(String),
      },
    });
    // No consent yet: the lead stays NEW, unpriced, and nothing is held.
    const after = await database.db
      .selectFrom("leads")
      .select(["status", "valueCents", "installerId"])
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: "NEW", valueCents: null, installerId: null });
    expect(await escrowBalanceCents(database.db, lead.id)).toBe(0);
  });

  it("keeps the customer's price of a priced lead", async () => {
    const asInstaller = await callerFor(installer);
    const lead = await createLead(database.db, customer.id);
    expect(await refusalOf(asInstaller.leads.accept({ id: lead.id, value: 999 }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.server.acceptValueNotAllowed(150),
    });
    expect(acceptedLead(await asInstaller.leads.accept({ id: lead.id })).value).toBe(150);
  });

  it("of 20 installers accepting one lead at once, exactly one wins and the rest get 409", async () => {
    const lead = await createLead(database.db, customer.id);
    const installers = await Promise.all(
      Array.from({ length: 20 }, () =>
        createUser(database.db, { role: "installer", verificationStatus: "APPROVED" }),
      ),
    );
    const callers = await Promise.all(installers.map(callerFor));
    const results = await Promise.allSettled(
      callers.map((caller) => caller.leads.accept({ id: lead.id })),
    );
    const won = results.filter((result) => result.status === "fulfilled");
    const lost = results.flatMap((result) =>
      result.status === "rejected" ? [result.reason as Error & { code: string }] : [],
    );
    expect(won).toHaveLength(1);
    expect(lost.map((error) => error.code)).toEqual(Array(19).fill("CONFLICT"));
    expect(lost[0]?.message).toBe(messages.server.wrongLeadState("ACCEPTED", "accept"));
    expect(await escrowBalanceCents(database.db, lead.id)).toBe(15_000);
    const conversations = await database.db
      .selectFrom("conversations")
      .select("id")
      .where("leadId", "=", lead.id)
      .execute();
    expect(conversations).toHaveLength(1);
  });
});

describe("approving", () => {
  it("20 approvals at once release the escrow exactly once", async () => {
    const asCustomer = await callerFor(customer);
    const asInstaller = await callerFor(installer);
    const lead = await createLead(database.db, customer.id);
    await asInstaller.leads.accept({ id: lead.id });
    await asInstaller.leads.markOnSite({ id: lead.id });
    await asInstaller.leads.submitCompletion({ id: lead.id, photos: await photos([41, 42, 43]) });

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => asCustomer.leads.approve({ id: lead.id })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await settlementOf(database.db, lead.id)).toEqual({
      releases: 1,
      escrowCents: 0,
      balanced: true,
    });
  });
});

describe("approving at a two-decimal PLATFORM_FEE_PERCENT", () => {
  it("releases 150.00 € at 7.12 % as a 10.68 € fee and a 139.32 € payout", async () => {
    const feeDeps = testDeps(database.db, { config: { platformFeePercent: 7.12 } });
    const asCustomer = createCaller(await contextFor(feeDeps, customer.id));
    const asInstaller = createCaller(await contextFor(feeDeps, installer.id));
    const lead = await createLead(database.db, customer.id);
    await asInstaller.leads.accept({ id: lead.id });
    await asInstaller.leads.markOnSite({ id: lead.id });
    await asInstaller.leads.submitCompletion({ id: lead.id, photos: await photos([51, 52, 53]) });

    expect((await asCustomer.leads.approve({ id: lead.id })).status).toBe("APPROVED");
    const release = await database.db
      .selectFrom("ledgerTransactions")
      .innerJoin("ledgerEntries", "ledgerEntries.transactionId", "ledgerTransactions.id")
      .select("ledgerEntries.amountCents")
      .where("ledgerTransactions.idempotencyKey", "=", `release:${lead.id}`)
      .orderBy("ledgerEntries.id")
      .execute();
    expect(release.map((entry) => Number(entry.amountCents))).toEqual([-15_000, 13_932, 1_068]);
    expect(await settlementOf(database.db, lead.id)).toEqual({
      releases: 1,
      escrowCents: 0,
      balanced: true,
    });
  });
});

describe("completion photos", () => {
  it("refuses three copies of one photo with a reason, and the job stays on site", async () => {
    const asInstaller = await callerFor(installer);
    const lead = await createLead(database.db, customer.id);
    await asInstaller.leads.accept({ id: lead.id });
    await asInstaller.leads.markOnSite({ id: lead.id });
    const [photo = ""] = await photos([51]);
    expect(
      await refusalOf(
        asInstaller.leads.submitCompletion({ id: lead.id, photos: [photo, photo, photo] }),
      ),
    ).toEqual({ code: "BAD_REQUEST", message: messages.server.photosLookAlike(1, 2) });
    const detail = await asInstaller.leads.byId({ id: lead.id });
    expect(detail.lead.status).toBe("ON_SITE");
    expect(detail.photos).toEqual([]);
  });
});

describe("who sees what", () => {
  it("lists a customer's own, an installer's NEW and assigned, and all for administrators", async () => {
    const other = await createUser(database.db, { role: "customer" });
    const otherInstaller = await createUser(database.db, {
      role: "installer",
      verificationStatus: "APPROVED",
    });
    const mine = await createLead(database.db, customer.id);
    const theirs = await createLead(database.db, other.id);
    const assignedElsewhere = await createLead(database.db, other.id, {
      installerId: otherInstaller.id,
      status: "ACCEPTED",
    });
    const assignedToMe = await createLead(database.db, other.id, {
      installerId: installer.id,
      status: "ON_SITE",
    });

    const ids = async (user: UserRow) =>
      (await (await callerFor(user)).leads.list({ limit: 100 })).map((lead) => lead.id);
    const customerSees = await ids(customer);
    expect(customerSees).toContain(mine.id);
    expect(customerSees).not.toContain(theirs.id);
    const installerSees = await ids(installer);
    expect(installerSees).toEqual(expect.arrayContaining([mine.id, theirs.id, assignedToMe.id]));
    expect(installerSees).not.toContain(assignedElsewhere.id);
    const adminSees = await ids(admin);
    expect(adminSees).toEqual(
      expect.arrayContaining([mine.id, theirs.id, assignedElsewhere.id, assignedToMe.id]),
    );

    const asInstaller = await callerFor(installer);
    expect(await refusalOf(asInstaller.leads.byId({ id: assignedElsewhere.id }))).toEqual({
      code: "FORBIDDEN",
      message: "Access Denied: You can view details only after accepting the job.",
    });
    expect(await refusalOf((await callerFor(other)).leads.byId({ id: mine.id }))).toEqual({
      code: "NOT_FOUND",
      message: messages.server.notFound,
    });
    const anonymous = createCaller(await anonymousContext(deps));
    expect((await refusalOf(anonymous.leads.list({}))).code).toBe("UNAUTHORIZED");
  });

  it("pages newest first with the last lead's id as the cursor", async () => {
    const pager = await createUser(database.db, { role: "customer" });
    const created = [];
    for (let index = 0; index < 5; index += 1)
      created.push(await createLead(database.db, pager.id));
    const caller = await callerFor(pager);
    const first = await caller.leads.list({ limit: 2 });
    const second = await caller.leads.list({ limit: 2, cursor: first.at(-1)?.id });
    const third = await caller.leads.list({ limit: 2, cursor: second.at(-1)?.id });
    const newestFirst = created.map((lead) => lead.id).reverse();
    expect([...first, ...second, ...third].map((lead) => lead.id)).toEqual(newestFirst);
  });

  it("serves a lead's photo to its customer, assigned installer and administrators only", async () => {
    const asCustomer = await callerFor(customer);
    const lead = await asCustomer.leads.create({
      address,
      description,
      photos: await photos([61]),
    });
    const [photo] = (await asCustomer.leads.byId({ id: lead.id })).photos;
    const photoId = photo?.id ?? "";
    const session = async (user: UserRow) => (await contextFor(deps, user.id)).user;

    const servedTo = async (user: UserRow) => {
      const photo = await readLeadPhoto(deps, await session(user), photoId);
      return { mimeType: photo.mimeType, bytes: await buffer(photo.body) };
    };

    const served = await servedTo(customer);
    expect(served.mimeType).toBe("image/jpeg");
    expect(served.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    await expect(servedTo(admin)).resolves.toBeDefined();
    // Before accepting, even an approved installer may not see it.
    await expect(readLeadPhoto(deps, await session(installer), photoId)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(readLeadPhoto(deps, null, photoId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await (await callerFor(installer)).leads.accept({ id: lead.id });
    await expect(servedTo(installer)).resolves.toBeDefined();
    await expect(readLeadPhoto(deps, await session(customer), "not-a-uuid")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
