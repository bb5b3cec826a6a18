import type { UserRow } from "@uplink/db";
import type { AuthResult } from "@uplink/domain";
import type { Context } from "../context";
import { toUser } from "../users/to-user";
import { createSession } from "./sessions";

/**
 * Every successful sign-in (password, sign-up, hosted, admin) gets a session of its
 * own: a fresh token in the body for the SPA's storage and in the HttpOnly cookie.
 * The session remembers the request's User-Agent, so that the user can tell their
 * devices apart in the list of active sessions.
 */
export async function startSession(ctx: Context, user: UserRow): Promise<AuthResult> {
  const { token, expiresAt } = await createSession(
    ctx.db,
    user.id,
    new Date(),
    ctx.request.userAgent,
  );
  ctx.cookies.setSessionCookie(token, expiresAt);
  return { token, user: toUser(user) };
}
