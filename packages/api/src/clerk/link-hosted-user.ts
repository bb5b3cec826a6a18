import type { Kysely } from "kysely";
import type { Database, UserRow } from "@uplink/db";
import { messages, Role, VerificationStatus } from "@uplink/domain";
import { markEmailVerified } from "../auth/email-verification";
import { isUniqueViolation } from "../database-errors";
import { Conflict, Unauthorized } from "../errors";
import { findUserByEmail } from "../users/find-user";
import type { HostedIdentity } from "./claims";

async function findByClerkId(db: Kysely<Database>, clerkUserId: string) {
  return db
    .selectFrom("users")
    .selectAll()
    .where("clerkUserId", "=", clerkUserId)
    .where("anonymisedAt", "is", null)
    .executeTakeFirst();
}

async function linkOrCreate(db: Kysely<Database>, identity: HostedIdentity): Promise<UserRow> {
  const known = await findByClerkId(db, identity.clerkUserId);
  if (known) return known;
  if (!identity.email) throw new Unauthorized(messages.server.hostedSignInFailed);
  const { email } = identity;

  return db.transaction().execute(async (trx) => {
    const local = await findUserByEmail(trx, email);
    // A concurrent request for the same identity may have just created or linked it.
    if (local?.clerkUserId === identity.clerkUserId) return local;
    if (local) {
      // One email, one person: an account linked to another Clerk user stays theirs.
      if (local.clerkUserId !== null) throw new Conflict(messages.server.emailTaken);
      await trx
        .updateTable("users")
        .set({ clerkUserId: identity.clerkUserId })
        .where("id", "=", local.id)
        .execute();
      // Clerk has verified the address, which is what our own link would prove.
      await markEmailVerified(trx, local.id);
      return trx
        .selectFrom("users")
        .selectAll()
        .where("id", "=", local.id)
        .executeTakeFirstOrThrow();
    }
    return trx
      .insertInto("users")
      .values({
        email,
        firstName: identity.firstName ?? email.split("@")[0] ?? email,
        lastName: identity.lastName ?? "",
        role: identity.role,
        emailVerified: true,
        verificationStatus: identity.role === Role.INSTALLER ? VerificationStatus.ACCEPTED : null,
        clerkUserId: identity.clerkUserId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * The local user of a hosted identity: the one already linked to it, else the account
 * with its email (now linked), else a new account. The SPA may ask twice at once on
 * first sight; the loser of that race finds the winner's row on a second look.
 */
export async function findOrCreateHostedUser(
  db: Kysely<Database>,
  identity: HostedIdentity,
): Promise<UserRow> {
  try {
    return await linkOrCreate(db, identity);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return linkOrCreate(db, identity);
  }
}
