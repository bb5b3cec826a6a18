import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import { SESSION_TTL_MS, type Role, type VerificationStatus } from "@uplink/domain";
import { generateOpaqueToken, hashOpaqueToken } from "./opaque-token";

/** The signed-in user as procedures see it. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  emailVerified: boolean;
  verificationStatus: VerificationStatus | null;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
): Promise<IssuedSession> {
  const token = generateOpaqueToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto("sessions")
    .values({ userId, tokenHash: hashOpaqueToken(token), expiresAt })
    .execute();
  return { token, expiresAt };
}

/** One indexed lookup on the token hash joined to its user. */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<{ sessionId: string; user: SessionUser } | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .select([
      "sessions.id as sessionId",
      "users.id",
      "users.email",
      "users.firstName",
      "users.lastName",
      "users.role",
      "users.emailVerified",
      "users.verificationStatus",
    ])
    .where("sessions.tokenHash", "=", hashOpaqueToken(token))
    .where("sessions.revokedAt", "is", null)
    .where("sessions.expiresAt", ">", now)
    .where("users.anonymisedAt", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const { sessionId, ...user } = row;
  return { sessionId, user: user as SessionUser };
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revokedAt: new Date() })
    .where("id", "=", sessionId)
    .where("revokedAt", "is", null)
    .execute();
}

/**
 * Ends every live session of a user, or every one but `keep` (the session that is
 * changing its own password stays signed in).
 */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: string,
  keep?: string,
): Promise<void> {
  let query = db
    .updateTable("sessions")
    .set({ revokedAt: new Date() })
    .where("userId", "=", userId)
    .where("revokedAt", "is", null);
  if (keep !== undefined) query = query.where("id", "!=", keep);
  await query.execute();
}
