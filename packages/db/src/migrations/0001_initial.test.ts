import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, NewLead, NewUser } from "../schema";
import { createTestDatabase, type TestDatabase } from "../testing";

/* Each table's columns as the app writes and reads them, and the rules the database enforces. */

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.destroy());

const UNIQUE_VIOLATION = "23505";
const CHECK_VIOLATION = "23514";
const FOREIGN_KEY_VIOLATION = "23503";
const RESTRICT_VIOLATION = "23001";

function insertUser(values: Partial<NewUser> = {}) {
  return db
    .insertInto("users")
    .values({
      email: `${randomUUID()}@example.com`,
      firstName: "Ada",
      lastName: "Lovelace",
      role: "customer",
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function insertLead(values: Partial<NewLead> = {}) {
  const customerId = values.customerId ?? (await insertUser()).id;
  return db
    .insertInto("leads")
    .values({
      customerId,
      title: "Starlink Installation in Berlin",
      description: "Starlink installation request",
      street: "Unter den Linden 1",
      city: "Berlin",
      postalCode: "10117",
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function insertConversation() {
  const lead = await insertLead();
  return db
    .insertInto("conversations")
    .values({ leadId: lead.id })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const uuid: unknown = expect.stringMatching(/^[0-9a-f-]{36}$/);
const timestamp: unknown = expect.any(Date);
const bigintText: unknown = expect.stringMatching(/^\d+$/);

describe("users", () => {
  it("round-trip with their defaults filled in", async () => {
    const inserted = await insertUser({
      email: "grace@example.com",
      username: "grace",
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
      phone: "+49 30 1234567",
      role: "installer",
      verificationStatus: "NEW",
      clerkUserId: "user_2abc",
    });

    const read = await db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", inserted.id)
      .executeTakeFirstOrThrow();

    expect(read).toEqual({
      id: uuid,
      email: "grace@example.com",
      username: "grace",
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "+49 30 1234567",
      role: "installer",
      emailVerified: false,
      verificationStatus: "NEW",
      clerkUserId: "user_2abc",
      anonymisedAt: null,
      country: null,
      locale: null,
      createdAt: timestamp,
      updatedAt: timestamp,
    });
  });

  it("cannot share an email that differs only in case", async () => {
    await insertUser({ email: "Linus@Example.com" });

    await insertUser({ email: "Ünal@Example.com" });

    await expect(insertUser({ email: "linus@example.COM" })).rejects.toMatchObject({
      code: UNIQUE_VIOLATION,
    });
    await expect(insertUser({ email: "ünal@example.com" })).rejects.toMatchObject({
      code: UNIQUE_VIOLATION,
    });
  });

  it("reject a role outside customer, installer and administrator", async () => {
    await expect(insertUser({ role: "superuser" as "customer" })).rejects.toMatchObject({
      code: CHECK_VIOLATION,
    });
  });

  it("get a later updatedAt when updated", async () => {
    const user = await insertUser();

    const updated = await db
      .updateTable("users")
      .set({ emailVerified: true })
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();

    expect(updated.emailVerified).toBe(true);
    expect(updated.updatedAt.getTime()).toBeGreaterThan(user.updatedAt.getTime());
  });
});

describe("installer profiles", () => {
  it("round-trip and go with their user", async () => {
    const user = await insertUser({ role: "installer" });
    await db
      .insertInto("installerProfiles")
      .values({
        userId: user.id,
        companyName: "Sky High GmbH",
        bio: "Roof work since 2009.",
        servicePostalCode: "10117",
        serviceRadiusKm: 50,
        phone: "+49 30 7654321",
      })
      .execute();

    expect(
      await db
        .selectFrom("installerProfiles")
        .selectAll()
        .where("userId", "=", user.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      userId: user.id,
      companyName: "Sky High GmbH",
      bio: "Roof work since 2009.",
      servicePostalCode: "10117",
      serviceRadiusKm: 50,
      phone: "+49 30 7654321",
      updatedAt: timestamp,
      // Added by 0012_countries.
      country: null,
      // Added by 0014_service_area.
      serviceCity: null,
      serviceLatitude: null,
      serviceLongitude: null,
    });

    await db.deleteFrom("users").where("id", "=", user.id).execute();
    const left = await db
      .selectFrom("installerProfiles")
      .select("userId")
      .where("userId", "=", user.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe("sessions and auth tokens", () => {
  it("a session round-trips", async () => {
    const user = await insertUser();
    const expiresAt = new Date("2030-01-01T00:00:00.000Z");
    const { id } = await db
      .insertInto("sessions")
      .values({ userId: user.id, tokenHash: "session-hash-1", expiresAt })
      .returning("id")
      .executeTakeFirstOrThrow();

    expect(
      await db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
    ).toEqual({
      id,
      userId: user.id,
      tokenHash: "session-hash-1",
      createdAt: timestamp,
      expiresAt,
      revokedAt: null,
      lastUsedAt: null,
      // Added by 0005_security.
      userAgent: null,
    });
  });

  it("an auth token round-trips, and its hash is unique", async () => {
    const user = await insertUser();
    const expiresAt = new Date("2030-01-01T01:00:00.000Z");
    const { id } = await db
      .insertInto("authTokens")
      .values({ userId: user.id, purpose: "reset_password", tokenHash: "token-hash-1", expiresAt })
      .returning("id")
      .executeTakeFirstOrThrow();

    expect(
      await db.selectFrom("authTokens").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
    ).toEqual({
      id,
      userId: user.id,
      purpose: "reset_password",
      tokenHash: "token-hash-1",
      expiresAt,
      usedAt: null,
      createdAt: timestamp,
      // Added by 0005_security.
      payload: null,
    });
    await expect(
      db
        .insertInto("authTokens")
        .values({ userId: user.id, purpose: "verify_email", tokenHash: "token-hash-1", expiresAt })
        .execute(),
    ).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
  });
});

describe("leads", () => {
  it("round-trip money beyond 2^53 exactly and dates as YYYY-MM-DD", async () => {
    const customer = await insertUser();
    const scheduledAt = new Date("2025-03-02T09:30:00.000Z");
    const lead = await insertLead({
      customerId: customer.id,
      valueCents: "9007199254740993",
      preferredStartDate: "2025-03-01",
      preferredEndDate: "2025-03-15",
      timeRange: "morning",
      specialRequirements: "Steep roof",
      scheduledAt,
    });

    expect(
      await db.selectFrom("leads").selectAll().where("id", "=", lead.id).executeTakeFirstOrThrow(),
    ).toEqual({
      id: uuid,
      customerId: customer.id,
      installerId: null,
      title: "Starlink Installation in Berlin",
      description: "Starlink installation request",
      street: "Unter den Linden 1",
      city: "Berlin",
      postalCode: "10117",
      status: "NEW",
      valueCents: "9007199254740993",
      preferredStartDate: "2025-03-01",
      preferredEndDate: "2025-03-15",
      timeRange: "morning",
      specialRequirements: "Steep roof",
      scheduledAt,
      revisionFeedback: null,
      acceptedAt: null,
      onSiteAt: null,
      completedAt: null,
      approvedAt: null,
      createdAt: timestamp,
      updatedAt: timestamp,
      // Added by 0006_cancel_dispute.
      cancelledAt: null,
      cancelReason: null,
      disputedAt: null,
      disputeReason: null,
      disputedBy: null,
      // Added by 0007_offers_settlement_auto_release.
      autoReleaseAt: null,
      releaseRemindersSent: 0,
      settledAt: null,
      settlementOutcome: null,
      settlementInstallerCents: null,
      settlementRefundedCents: null,
      settlementNote: null,
      settledBy: null,
      // Added by 0012_countries.
      country: null,
      // Added by 0014_service_area.
      latitude: null,
      longitude: null,
      locationCell: null,
    });
  });

  it("can only leave NEW with an installer assigned", async () => {
    const lead = await insertLead();

    await expect(
      db.updateTable("leads").set({ status: "ACCEPTED" }).where("id", "=", lead.id).execute(),
    ).rejects.toMatchObject({ code: CHECK_VIOLATION });

    const installer = await insertUser({ role: "installer", verificationStatus: "APPROVED" });
    const accepted = await db
      .updateTable("leads")
      .set({ status: "ACCEPTED", installerId: installer.id, acceptedAt: new Date() })
      .where("id", "=", lead.id)
      .returning(["status", "installerId"])
      .executeTakeFirstOrThrow();
    expect(accepted).toEqual({ status: "ACCEPTED", installerId: installer.id });
  });

  it("reject an unknown status, a negative value and an end date before the start date", async () => {
    await expect(insertLead({ status: "LOST" as "NEW" })).rejects.toMatchObject({
      code: CHECK_VIOLATION,
    });
    await expect(insertLead({ valueCents: -1 })).rejects.toMatchObject({ code: CHECK_VIOLATION });
    await expect(
      insertLead({ preferredStartDate: "2025-03-15", preferredEndDate: "2025-03-01" }),
    ).rejects.toMatchObject({ code: CHECK_VIOLATION });
  });

  it("take their photos and conversation with them when deleted", async () => {
    const conversation = await insertConversation();
    await db
      .insertInto("leadPhotos")
      .values({
        leadId: conversation.leadId,
        kind: "property",
        contentHash: "ab".repeat(32),
        mimeType: "image/png",
        width: 800,
        height: 600,
        byteSize: 1234,
      })
      .execute();

    await db.deleteFrom("leads").where("id", "=", conversation.leadId).execute();

    const photos = await db
      .selectFrom("leadPhotos")
      .select("id")
      .where("leadId", "=", conversation.leadId)
      .execute();
    const conversations = await db
      .selectFrom("conversations")
      .select("id")
      .where("id", "=", conversation.id)
      .execute();
    expect({ photos, conversations }).toEqual({ photos: [], conversations: [] });
  });
});

describe("lead photos", () => {
  it("round-trip", async () => {
    const lead = await insertLead();
    const { id } = await db
      .insertInto("leadPhotos")
      .values({
        leadId: lead.id,
        kind: "completion",
        contentHash: "cd".repeat(32),
        mimeType: "image/jpeg",
        width: 1024,
        height: 768,
        byteSize: 204_800,
        perceptualHash: "f0e1d2c3b4a59687",
        caption: "Dish mounted",
        uploadedBy: lead.customerId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    expect(
      await db.selectFrom("leadPhotos").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
    ).toEqual({
      id,
      leadId: lead.id,
      kind: "completion",
      contentHash: "cd".repeat(32),
      mimeType: "image/jpeg",
      width: 1024,
      height: 768,
      byteSize: 204_800,
      perceptualHash: "f0e1d2c3b4a59687",
      caption: "Dish mounted",
      uploadedBy: lead.customerId,
      createdAt: timestamp,
    });
  });
});

describe("conversations and messages", () => {
  it("a conversation round-trips, one per lead", async () => {
    const conversation = await insertConversation();

    expect(
      await db
        .selectFrom("conversations")
        .selectAll()
        .where("id", "=", conversation.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ id: uuid, leadId: conversation.leadId, createdAt: timestamp, lastMessageSeq: "0" });
    await expect(
      db.insertInto("conversations").values({ leadId: conversation.leadId }).execute(),
    ).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
  });

  it("messages round-trip with increasing seqs that the conversation's lastMessageSeq follows", async () => {
    const conversation = await insertConversation();
    const lead = await db
      .selectFrom("leads")
      .select("customerId")
      .where("id", "=", conversation.leadId)
      .executeTakeFirstOrThrow();

    const first = await db
      .insertInto("messages")
      .values({
        conversationId: conversation.id,
        senderId: null,
        type: "SYSTEM",
        body: "Lead accepted",
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const second = await db
      .insertInto("messages")
      .values({
        conversationId: conversation.id,
        senderId: lead.customerId,
        type: "TEXT",
        body: "Hello!",
      })
      .returningAll()
      .executeTakeFirstOrThrow();

    expect(second).toEqual({
      id: uuid,
      seq: bigintText,
      conversationId: conversation.id,
      senderId: lead.customerId,
      type: "TEXT",
      body: "Hello!",
      // 0018: a SYSTEM line as a message key with parameters, when written by key.
      bodySaid: null,
      photoId: null,
      createdAt: timestamp,
    });
    expect(BigInt(second.seq)).toBeGreaterThan(BigInt(first.seq));
    const { lastMessageSeq } = await db
      .selectFrom("conversations")
      .select("lastMessageSeq")
      .where("id", "=", conversation.id)
      .executeTakeFirstOrThrow();
    expect(lastMessageSeq).toBe(second.seq);
  });

  it("a message waits for an uncommitted one in the same conversation, so seq follows commit order", async () => {
    const conversation = await insertConversation();
    const message = { conversationId: conversation.id, type: "SYSTEM" as const, body: "…" };

    const earlier = await db.startTransaction().execute();
    const first = await earlier
      .insertInto("messages")
      .values(message)
      .returning("seq")
      .executeTakeFirstOrThrow();
    let secondInserted = false;
    const second = db
      .insertInto("messages")
      .values(message)
      .returning("seq")
      .executeTakeFirstOrThrow()
      .finally(() => {
        secondInserted = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondInserted).toBe(false);

    await earlier.commit().execute();

    expect(BigInt((await second).seq)).toBeGreaterThan(BigInt(first.seq));
  });
});

describe("alerts, activities and admin notices", () => {
  it("an alert round-trips with its jsonb details", async () => {
    const lead = await insertLead();
    const details = { originalText: "call me on +49 170 1234567", matches: ["phone"], count: 1 };
    const { id } = await db
      .insertInto("alerts")
      .values({
        type: "leak_detection",
        description: "Contact details removed from a message",
        details,
        leadId: lead.id,
        userId: lead.customerId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    expect(
      await db.selectFrom("alerts").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
    ).toEqual({
      id,
      type: "leak_detection",
      description: "Contact details removed from a message",
      // 0017: the description as a message key with parameters, when written by key.
      descriptionSaid: null,
      details,
      leadId: lead.id,
      userId: lead.customerId,
      isResolved: false,
      resolvedAt: null,
      resolvedBy: null,
      createdAt: timestamp,
    });
  });

  it("an activity round-trips and outlives its lead", async () => {
    const lead = await insertLead();
    const { id } = await db
      .insertInto("activities")
      .values({
        kind: "lead_created",
        body: "New lead in Berlin",
        actorId: lead.customerId,
        leadId: lead.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    await db.deleteFrom("leads").where("id", "=", lead.id).execute();

    expect(
      await db.selectFrom("activities").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
    ).toEqual({
      id,
      kind: "lead_created",
      body: "New lead in Berlin",
      actorId: lead.customerId,
      leadId: null,
      // 0015: the people the line names.
      subjectIds: [],
      // 0017: the line as a message key with parameters, when written by key.
      bodySaid: null,
      createdAt: timestamp,
    });
  });

  it("an admin notice round-trips", async () => {
    const admin = await insertUser({ role: "administrator" });
    const user = await insertUser();
    const { id } = await db
      .insertInto("adminNotices")
      .values({ userId: user.id, senderId: admin.id, body: "Please add a phone number." })
      .returning("id")
      .executeTakeFirstOrThrow();

    expect(
      await db
        .selectFrom("adminNotices")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      id,
      userId: user.id,
      senderId: admin.id,
      body: "Please add a phone number.",
      createdAt: timestamp,
      readAt: null,
    });
  });
});

describe("ledger", () => {
  async function accounts() {
    const customer = await insertUser();
    const lead = await insertLead({ customerId: customer.id });
    const [funding, escrow] = await db
      .insertInto("ledgerAccounts")
      .values([
        { kind: "customer_funding", userId: customer.id },
        { kind: "escrow", leadId: lead.id },
      ])
      .returningAll()
      .execute();
    return { customer, lead, funding: funding!, escrow: escrow! };
  }

  it("a balanced transaction is recorded and its rows round-trip", async () => {
    const { customer, lead, funding, escrow } = await accounts();
    const idempotencyKey = `capture:${lead.id}`;

    const transactionId = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("ledgerTransactions")
        .values({ idempotencyKey, kind: "capture", leadId: lead.id })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("ledgerEntries")
        .values([
          { transactionId: id, accountId: funding.id, amountCents: "-9007199254740993" },
          { transactionId: id, accountId: escrow.id, amountCents: 9007199254740993n },
        ])
        .execute();
      return id;
    });

    expect(funding).toEqual({
      id: uuid,
      kind: "customer_funding",
      userId: customer.id,
      leadId: null,
      createdAt: timestamp,
    });
    expect(
      await db
        .selectFrom("ledgerTransactions")
        .selectAll()
        .where("id", "=", transactionId)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      id: transactionId,
      idempotencyKey,
      kind: "capture",
      leadId: lead.id,
      createdAt: timestamp,
    });
    expect(
      await db
        .selectFrom("ledgerEntries")
        .selectAll()
        .where("transactionId", "=", transactionId)
        .orderBy("id")
        .execute(),
    ).toEqual([
      {
        id: bigintText,
        transactionId,
        accountId: funding.id,
        amountCents: "-9007199254740993",
        createdAt: timestamp,
      },
      {
        id: bigintText,
        transactionId,
        accountId: escrow.id,
        amountCents: "9007199254740993",
        createdAt: timestamp,
      },
    ]);
  });

  it("an unbalanced transaction is refused at commit and leaves nothing behind", async () => {
    const { lead, funding, escrow } = await accounts();
    const idempotencyKey = `capture:${lead.id}`;

    await expect(
      db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("ledgerTransactions")
          .values({ idempotencyKey, kind: "capture", leadId: lead.id })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("ledgerEntries")
          .values([
            { transactionId: id, accountId: funding.id, amountCents: -5000 },
            { transactionId: id, accountId: escrow.id, amountCents: 4000 },
          ])
          .execute();
      }),
    ).rejects.toMatchObject({
      code: CHECK_VIOLATION,
      message: expect.stringMatching(/does not balance: its entries sum to -1000/) as unknown,
    });

    const left = await db
      .selectFrom("ledgerTransactions")
      .select("id")
      .where("idempotencyKey", "=", idempotencyKey)
      .execute();
    expect(left).toEqual([]);
  });

  it("an entry added later to a balanced transaction must balance too", async () => {
    const { lead, funding, escrow } = await accounts();
    const { id } = await db.transaction().execute(async (trx) => {
      const transaction = await trx
        .insertInto("ledgerTransactions")
        .values({ idempotencyKey: `capture:${lead.id}`, kind: "capture", leadId: lead.id })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("ledgerEntries")
        .values([
          { transactionId: transaction.id, accountId: funding.id, amountCents: -100 },
          { transactionId: transaction.id, accountId: escrow.id, amountCents: 100 },
        ])
        .execute();
      return transaction;
    });

    await expect(
      db
        .insertInto("ledgerEntries")
        .values({ transactionId: id, accountId: escrow.id, amountCents: 1 })
        .execute(),
    ).rejects.toMatchObject({ code: CHECK_VIOLATION });
  });

  it("refuses a zero amount and a second transaction with the same idempotency key", async () => {
    const { lead, funding } = await accounts();
    const idempotencyKey = `release:${lead.id}`;
    const { id } = await db
      .insertInto("ledgerTransactions")
      .values({ idempotencyKey, kind: "release", leadId: lead.id })
      .returning("id")
      .executeTakeFirstOrThrow();

    await expect(
      db
        .insertInto("ledgerEntries")
        .values({ transactionId: id, accountId: funding.id, amountCents: 0 })
        .execute(),
    ).rejects.toMatchObject({ code: CHECK_VIOLATION });
    await expect(
      db
        .insertInto("ledgerTransactions")
        .values({ idempotencyKey, kind: "release", leadId: lead.id })
        .execute(),
    ).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
  });

  it("rows cannot be updated, deleted or truncated", async () => {
    const { lead, funding, escrow } = await accounts();
    const transactionId = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("ledgerTransactions")
        .values({ idempotencyKey: `capture:${lead.id}`, kind: "capture", leadId: lead.id })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("ledgerEntries")
        .values([
          { transactionId: id, accountId: funding.id, amountCents: -700 },
          { transactionId: id, accountId: escrow.id, amountCents: 700 },
        ])
        .execute();
      return id;
    });
    const refused = {
      code: RESTRICT_VIOLATION,
      message: expect.stringMatching(/append-only/) as unknown,
    };

    // Raw SQL: the row types already rule out updating ledger columns.
    await expect(
      sql`update ledger_entries set amount_cents = 1 where transaction_id = ${transactionId}`.execute(
        db,
      ),
    ).rejects.toMatchObject(refused);
    await expect(
      db.deleteFrom("ledgerEntries").where("transactionId", "=", transactionId).execute(),
    ).rejects.toMatchObject(refused);
    await expect(
      sql`update ledger_transactions set kind = 'refund' where id = ${transactionId}`.execute(db),
    ).rejects.toMatchObject(refused);
    await expect(
      db.deleteFrom("ledgerTransactions").where("id", "=", transactionId).execute(),
    ).rejects.toMatchObject(refused);
    await expect(sql`truncate ledger_entries`.execute(db)).rejects.toMatchObject(refused);

    const entries = await db
      .selectFrom("ledgerEntries")
      .select("amountCents")
      .where("transactionId", "=", transactionId)
      .orderBy("id")
      .execute();
    expect(entries).toEqual([{ amountCents: "-700" }, { amountCents: "700" }]);
  });

  it("has one account per kind, user and lead, counting nulls as equal", async () => {
    await db.insertInto("ledgerAccounts").values({ kind: "platform_fees" }).execute();

    await expect(
      db.insertInto("ledgerAccounts").values({ kind: "platform_fees" }).execute(),
    ).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
  });

  it("keeps a user with ledger accounts from being deleted", async () => {
    const { customer } = await accounts();

    await expect(
      db.deleteFrom("users").where("id", "=", customer.id).execute(),
    ).rejects.toMatchObject({ code: FOREIGN_KEY_VIOLATION });
  });
});
