import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "@uplink/db";
import {
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_LAST_USED_PRECISION_MS,
  SESSION_TTL_MS,
  SESSION_USER_AGENT_MAX_LENGTH,
  type Locale,
  type Role,
  type VerificationStatus,
} from "@uplink/domain";
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
  /** The language they chose; the request's messages are in it (see request-locale). */
  locale: Locale | null;
  /**
   * An installer's service area, when their profile's town was found: their job list shows
   * the requests within it first (see list-leads). Null for everyone else, and absent
   * where a user row stands for the signed-in user.
   */
  serviceArea?: ServiceArea | null;
}

/** Where an installer works: the point of their service town, and how far around it. */
export interface ServiceArea {
  lat: number;
  lon: number;
  radiusKm: number;
}

/** A session that signs its holder in, as a request's context sees it. */
export interface SessionLookup {
  sessionId: string;
  user: SessionUser;
  /** When the session ends at the latest, however recently it is used. */
  expiresAt: Date;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/**
 * The User-Agent as a session keeps it: without control characters, cut to
 * SESSION_USER_AGENT_MAX_LENGTH, null when there is none.
 */
export function storedUserAgent(userAgent: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const cleaned = (userAgent ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return cleaned === "" ? null : cleaned.slice(0, SESSION_USER_AGENT_MAX_LENGTH);
}

/** `userAgent` is the request's User-Agent header, as the device the session was opened on. */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
  userAgent?: string,
): Promise<IssuedSession> {
  const token = generateOpaqueToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto("sessions")
    .values({
      userId,
      tokenHash: hashOpaqueToken(token),
      createdAt: now,
      expiresAt,
      userAgent: storedUserAgent(userAgent),
    })
    .execute();
  return { token, expiresAt };
}

/** A session's last use: its last recorded request, or its start. */
export function lastUseOf(eb: ExpressionBuilder<Database, "sessions">) {
  return eb.fn.coalesce("sessions.lastUsedAt", "sessions.createdAt");
}

/**
 * Sessions that still sign their holder in at `now`: not revoked, not expired and
 * used within the idle timeout.
 */
export function isActiveSession(now: Date) {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS);
  return (eb: ExpressionBuilder<Database, "sessions">) =>
    eb.and([
      eb("sessions.revokedAt", "is", null),
      eb("sessions.expiresAt", ">", now),
      eb(lastUseOf(eb), ">", idleSince),
    ]);
}

/**
 * One indexed lookup on the token hash joined to its user (and an installer's profile,
 * for their service area). A session whose last use
 * is more than SESSION_LAST_USED_PRECISION_MS old is marked used now; a busy session
 * therefore costs one write a minute, not one per request.
 */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<SessionLookup | null> {
  const found = await findSession(db, "sessions.tokenHash", hashOpaqueToken(token), now);
  return found?.session ?? null;
}

/**
 * As findSessionUser, by the session's id, with the hash of its token: what signs the
 * session's stream tickets (see stream-ticket.ts).
 */
export function findSessionById(
  db: Kysely<Database>,
  sessionId: string,
  now: Date = new Date(),
): Promise<{ session: SessionLookup; tokenHash: string } | null> {
  return findSession(db, "sessions.id", sessionId, now);
}

async function findSession(
  db: Kysely<Database>,
  by: "sessions.tokenHash" | "sessions.id",
  value: string,
  now: Date,
): Promise<{ session: SessionLookup; tokenHash: string } | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .leftJoin("installerProfiles", "installerProfiles.userId", "users.id")
    .select([
      "sessions.id as sessionId",
      "sessions.lastUsedAt",
      "sessions.expiresAt",
      "sessions.tokenHash",
      "users.id",
      "users.email",
      "users.firstName",
      "users.lastName",
      "users.role",
      "users.emailVerified",
      "users.verificationStatus",
      "users.locale",
      "installerProfiles.serviceLatitude",
      "installerProfiles.serviceLongitude",
      "installerProfiles.serviceRadiusKm",
    ])
    .where(by, "=", value)
    .where(isActiveSession(now))
    .where("users.anonymisedAt", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const {
    sessionId,
    lastUsedAt,
    expiresAt,
    tokenHash,
    serviceLatitude,
    serviceLongitude,
    serviceRadiusKm,
    ...user
  } = row;
  if (lastUsedAt === null || isStale(lastUsedAt, now)) await recordSessionUse(db, sessionId, now);
  const serviceArea =
    serviceLatitude === null || serviceLongitude === null || serviceRadiusKm === null
      ? null
      : { lat: serviceLatitude, lon: serviceLongitude, radiusKm: serviceRadiusKm };
  return { session: { sessionId, user: { ...user, serviceArea }, expiresAt }, tokenHash };
}

function staleBefore(now: Date): Date {
  return new Date(now.getTime() - SESSION_LAST_USED_PRECISION_MS);
}

function isStale(lastUsedAt: Date, now: Date): boolean {
  return lastUsedAt < staleBefore(now);
}

/**
 * Conditional, so that parallel requests of one session write its last use once
 * between them, and never more than once a minute.
 */
async function recordSessionUse(db: Kysely<Database>, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ lastUsedAt: now })
    .where("id", "=", sessionId)
    .where((eb) => eb.or([eb("lastUsedAt", "is", null), eb("lastUsedAt", "<", staleBefore(now))]))
    .execute();
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
