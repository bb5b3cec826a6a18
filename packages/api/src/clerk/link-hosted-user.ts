import type { Kysely, Transaction } from "kysely";
import type { Database, UserRow } from "@uplink/db";
import { Role, VerificationStatus, type Locale, said } from "@uplink/domain";
import { markEmailVerified } from "../auth/email-verification";
import { isUniqueViolation } from "../database-errors";
import { Conflict, Unauthorized } from "../errors";
import { findUserByEmail } from "../users/find-user";
import type { HostedIdentity } from "./claims";

/** What a verified hosted identity comes to locally. */
export type HostedUserResolution =
  /** The account to sign in: already linked, just linked (`linked`), or new. */
  | { outcome: "sign-in"; user: UserRow; linked: boolean }
  /** An account with the identity's email that only its owner may link, from a mailed link. */
  | { outcome: "confirmation-required"; user: UserRow };

async function findByClerkId(db: Kysely<Database>, clerkUserId: string) {
  return db
    .selectFrom("users")
    .selectAll()
    .where("clerkUserId", "=", clerkUserId)
    .where("anonymisedAt", "is", null)
    .executeTakeFirst();
}

function lockUser(trx: Transaction<Database>, id: string): Promise<UserRow> {
  return trx
    .selectFrom("users")
    .selectAll()
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * An administrator signs in with a password only: a hosted identity, whoever controls
 * it, never opens an administrator's account.
 */
export function refuseAdministrator(user: UserRow): void {
  if (user.role === Role.ADMINISTRATOR) {
    throw new Conflict(said.server.hostedSignInAdministrator);
  }
}

/**
 * The token alone proves only that the hosted provider vouches for the email. That is
 * enough for an account nobody can sign in to otherwise (no password, no hosted
 * identity); an account with a password, or linked to another hosted identity, belongs
 * to someone who must confirm from their mailbox.
 */
function ownerMustConfirm(user: UserRow): boolean {
  return user.passwordHash !== null || user.clerkUserId !== null;
}

/** Links the hosted identity to the account; its email is now proven twice over. */
export async function linkHostedIdentity(
  trx: Transaction<Database>,
  userId: string,
  clerkUserId: string,
): Promise<UserRow> {
  await trx.updateTable("users").set({ clerkUserId }).where("id", "=", userId).execute();
  await markEmailVerified(trx, userId);
  return trx.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
}

/** `locale`: the language a new account starts with (the browser's; see signUpLocale). */
async function linkOrCreate(
  db: Kysely<Database>,
  identity: HostedIdentity,
  locale: Locale | null,
): Promise<HostedUserResolution> {
  const known = await findByClerkId(db, identity.clerkUserId);
  if (known) {
    refuseAdministrator(known);
    return { outcome: "sign-in", user: known, linked: false };
  }
  if (!identity.email) throw new Unauthorized(said.server.hostedSignInFailed);
  const { email } = identity;

  return db.transaction().execute(async (trx): Promise<HostedUserResolution> => {
    const found = await findUserByEmail(trx, email);
    if (found) {
      // Locked, so that two first sign-ins at once decide on the same row in turn.
      const local = await lockUser(trx, found.id);
      refuseAdministrator(local);
      // A concurrent request for the same identity may have just linked it.
      if (local.clerkUserId === identity.clerkUserId) {
        return { outcome: "sign-in", user: local, linked: false };
      }
      if (ownerMustConfirm(local)) return { outcome: "confirmation-required", user: local };
      const user = await linkHostedIdentity(trx, local.id, identity.clerkUserId);
      return { outcome: "sign-in", user, linked: true };
    }
    const user = await trx
      .insertInto("users")
      .values({
        email,
        firstName: identity.firstName ?? email.split("@")[0] ?? email,
        lastName: identity.lastName ?? "",
        role: identity.role,
        emailVerified: true,
        verificationStatus: identity.role === Role.INSTALLER ? VerificationStatus.ACCEPTED : null,
        clerkUserId: identity.clerkUserId,
        locale,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { outcome: "sign-in", user, linked: false };
  });
}

/**
 * The local user of a verified hosted identity: the one already linked to it, else the
 * account with its email when the token may link it, else a new account. The SPA may
 * ask twice at once on first sight; the loser of that race finds the winner's row on a
 * second look.
 */
export async function resolveHostedUser(
  db: Kysely<Database>,
  identity: HostedIdentity,
  locale: Locale | null = null,
): Promise<HostedUserResolution> {
  try {
    return await linkOrCreate(db, identity, locale);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return linkOrCreate(db, identity, locale);
  }
}
