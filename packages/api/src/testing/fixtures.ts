import type { Kysely } from "kysely";
import type { Database, LeadRow, UserRow } from "@uplink/db";
import type { Lead, LeadStatus, OfferMade, Role, VerificationStatus } from "@uplink/domain";
import { hashPassword } from "../auth/passwords";
import { captureEscrow, refundEscrow, releaseEscrow } from "../escrow/escrow";
import { uniquePerson } from "./random";

/**
 * Each password's argon2 hash, made once per worker and stored for every user created
 * with it: a real hash, which signing in verifies as it verifies any, without hashing
 * the same password again for each user (a hash takes a core for tens of milliseconds).
 */
const hashes = new Map<string, Promise<string>>();

function hashOf(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (hashed === undefined) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
    // A failed hash is made again by the next user rather than kept.
    hashed.catch(() => hashes.delete(password));
  }
  return hashed;
}

/** Inserts a user of the given role; names and email are unique per call. */
export async function createUser(
  db: Kysely<Database>,
  options: {
    role?: Role;
    verificationStatus?: VerificationStatus | null;
    emailVerified?: boolean;
    email?: string;
    password?: string;
  } = {},
): Promise<UserRow> {
  const role = options.role ?? "customer";
  const person = uniquePerson(role);
  return db
    .insertInto("users")
    .values({
      email: options.email ?? person.email,
      passwordHash: options.password ? await hashOf(options.password) : null,
      firstName: person.firstName,
      lastName: person.lastName,
      role,
      emailVerified: options.emailVerified ?? false,
      verificationStatus:
        options.verificationStatus !== undefined
          ? options.verificationStatus
          : role === "installer"
            ? "NEW"
            : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An installer with a verified email whose review stands at `verificationStatus`. */
export function createVerifiedInstaller(
  db: Kysely<Database>,
  verificationStatus: VerificationStatus = "APPROVED",
): Promise<UserRow> {
  return createUser(db, { role: "installer", verificationStatus, emailVerified: true });
}

/** Marks accounts as deleted: anonymised, as account deletion leaves them. */
export async function markAnonymised(db: Kysely<Database>, users: { id: string }[]): Promise<void> {
  await db
    .updateTable("users")
    .set({ anonymisedAt: new Date() })
    .where(
      "id",
      "in",
      users.map((user) => user.id),
    )
    .execute();
}

/**
 * What leads.accept answers for a priced lead: the lead itself (an unpriced one answers
 * `{ offer }`, which a test of a direct acceptance must not get).
 */
export function acceptedLead(answer: Lead | OfferMade): Lead {
  if ("offer" in answer) throw new Error("Expected the accepted lead, got an offer");
  return answer;
}

/** A lead of `customerId`; pass an installer and a status past NEW for an accepted job. */
export async function createLead(
  db: Kysely<Database>,
  customerId: string,
  options: { installerId?: string; status?: LeadStatus } = {},
): Promise<LeadRow> {
  return db
    .insertInto("leads")
    .values({
      customerId,
      installerId: options.installerId ?? null,
      status: options.status ?? "NEW",
      title: "Starlink Installation in Berlin",
      description: "Roof mount on a flat roof",
      street: "Hauptstraße 1",
      city: "Berlin",
      postalCode: "10115",
      valueCents: 15_000,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A lead as the workflow leaves it in `status`: from ACCEPTED on it has `installerId`,
 * its conversation and its price held in escrow; once APPROVED the escrow is released;
 * a CANCELLED one is a job cancelled after acceptance, its escrow refunded.
 */
export async function leadInStatus(
  db: Kysely<Database>,
  customerId: string,
  status: LeadStatus,
  installerId: string,
): Promise<LeadRow> {
  if (status === "NEW") return createLead(db, customerId);
  const lead = await createLead(db, customerId, { installerId, status });
  await db.insertInto("conversations").values({ leadId: lead.id }).execute();
  await captureEscrow(db, { leadId: lead.id, customerId, amountCents: 15_000 });
  if (status === "APPROVED") {
    await releaseEscrow(db, { leadId: lead.id, installerId, feePercent: 10 });
  }
  if (status === "CANCELLED") await refundEscrow(db, { leadId: lead.id });
  return lead;
}

/** An APPROVED lead (escrow released) approved just now: its parties may review each other. */
export async function approvedJustNow(
  db: Kysely<Database>,
  customerId: string,
  installerId: string,
): Promise<LeadRow> {
  const lead = await leadInStatus(db, customerId, "APPROVED", installerId);
  return db
    .updateTable("leads")
    .set({ approvedAt: new Date() })
    .where("id", "=", lead.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A DONE lead with its price held in escrow whose automatic release clock stands at
 * `autoReleaseAt` (a second ago unless given: overdue), no reminder sent yet.
 */
export async function doneLeadReleasedAt(
  db: Kysely<Database>,
  customerId: string,
  installerId: string,
  autoReleaseAt: Date = new Date(Date.now() - 1000),
): Promise<LeadRow> {
  const lead = await leadInStatus(db, customerId, "DONE", installerId);
  return db
    .updateTable("leads")
    .set({ autoReleaseAt, releaseRemindersSent: 0 })
    .where("id", "=", lead.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The bodies of a lead's chat system lines, oldest first, as stored. */
export async function systemMessagesOf(db: Kysely<Database>, leadId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("messages")
    .innerJoin("conversations", "conversations.id", "messages.conversationId")
    .select("messages.body")
    .where("conversations.leadId", "=", leadId)
    .where("messages.type", "=", "SYSTEM")
    .orderBy("messages.seq")
    .execute();
  return rows.map((row) => row.body);
}
