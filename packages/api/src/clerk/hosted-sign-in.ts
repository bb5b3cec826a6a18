import { messages, type AuthResult } from "@uplink/domain";
import type { Context, RequestInfo } from "../context";
import { NotFound, Unauthorized } from "../errors";
import { readBearerToken } from "../auth/session-token";
import { startSession } from "../auth/start-session";
import { readClerkClaims } from "./claims";
import { findOrCreateHostedUser } from "./link-hosted-user";
import { verifyClerkSessionToken } from "./verify-session-token";

/** The cookie in which Clerk's browser SDK keeps the session token. */
export const CLERK_SESSION_COOKIE = "__session";

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * A bearer header carrying a JWT is a Clerk token; one carrying our own opaque session
 * token is not, and then the `__session` cookie is looked at.
 */
function clerkTokenOf(request: RequestInfo): string | null {
  const bearer = readBearerToken(request.authorization);
  if (bearer && JWT_SHAPE.test(bearer)) return bearer;
  return request.cookies[CLERK_SESSION_COOKIE] ?? null;
}

/** Exchanges a Clerk session token for a local session. */
export async function signInWithClerk(ctx: Context): Promise<AuthResult> {
  const pem = ctx.config.clerkJwtKey;
  if (!pem) throw new NotFound(messages.server.hostedSignInDisabled);
  ctx.rateLimiter.consume(["hostedSignInsPerIp", ctx.request.ip]);

  const token = clerkTokenOf(ctx.request);
  const claims = token ? await verifyClerkSessionToken(token, pem) : null;
  if (!claims?.sub) throw new Unauthorized(messages.server.hostedSignInFailed);

  const user = await findOrCreateHostedUser(
    ctx.db,
    readClerkClaims({ ...claims, sub: claims.sub }),
  );
  return startSession(ctx, user);
}
