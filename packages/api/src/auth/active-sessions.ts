import {
  ACTIVE_SESSIONS_LIMIT,
  type ActiveSessions,
  type RevokedSessions,
  type SessionIdInput,
  type Success,
  said,
} from "@uplink/domain";
import type { AuthedContext } from "../context";
import { NotFound } from "../errors";
import { describeDevice } from "./describe-device";
import { isActiveSession, lastUseOf } from "./sessions";

/**
 * The caller's sessions that still sign them in, the one making this request first,
 * then the most recently used.
 */
export async function listActiveSessions(ctx: AuthedContext): Promise<ActiveSessions> {
  const rows = await ctx.db
    .selectFrom("sessions")
    .select((eb) => [
      "sessions.id",
      "sessions.userAgent",
      "sessions.createdAt",
      lastUseOf(eb).as("lastUsedAt"),
    ])
    .where("sessions.userId", "=", ctx.user.id)
    .where(isActiveSession(new Date()))
    .orderBy((eb) => eb("sessions.id", "=", ctx.sessionId), "desc")
    .orderBy("lastUsedAt", "desc")
    .orderBy("sessions.id")
    .limit(ACTIVE_SESSIONS_LIMIT)
    .execute();
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.id === ctx.sessionId,
    })),
  };
}

/** "Sign out other devices": ends every active session of the caller but this one. */
export async function revokeOtherSessions(ctx: AuthedContext): Promise<RevokedSessions> {
  const now = new Date();
  const result = await ctx.db
    .updateTable("sessions")
    .set({ revokedAt: now })
    .where("sessions.userId", "=", ctx.user.id)
    .where("sessions.id", "!=", ctx.sessionId)
    .where(isActiveSession(now))
    .executeTakeFirst();
  return { revoked: Number(result.numUpdatedRows) };
}

/**
 * Ends one active session of the caller's; ending the current one signs them out
 * here too. Another user's session is not found, whether it exists or not.
 */
export async function revokeOwnSession(
  ctx: AuthedContext,
  { id: sessionId }: SessionIdInput,
): Promise<Success> {
  const now = new Date();
  const result = await ctx.db
    .updateTable("sessions")
    .set({ revokedAt: now })
    .where("sessions.id", "=", sessionId)
    .where("sessions.userId", "=", ctx.user.id)
    .where(isActiveSession(now))
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new NotFound(said.server.sessionNotFound);
  if (sessionId === ctx.sessionId) ctx.cookies.clearSessionCookie();
  return { success: true };
}
