import type { Success } from "@uplink/domain";
import type { Context } from "../context";
import { revokeSession } from "./sessions";

/** Ends the caller's session, if any: signing out always succeeds. */
export async function signOut(ctx: Context): Promise<Success> {
  if (ctx.sessionId) await revokeSession(ctx.db, ctx.sessionId);
  ctx.cookies.clearSessionCookie();
  return { success: true };
}
