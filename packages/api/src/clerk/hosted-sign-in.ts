import { type AuthResult, said } from "@uplink/domain";
import type { Context, RequestInfo } from "../context";
import { NotFound, Unauthorized } from "../errors";
import { readBearerToken } from "../auth/session-token";
import { startSession } from "../auth/start-session";
import { hostedIdentityLinkedMail } from "../mail/account-mails";
import { readClerkClaims } from "./claims";
import { requestHostedLinkConfirmation } from "./hosted-link-confirmation";
import { resolveHostedUser } from "./link-hosted-user";
import { verifyClerkSessionToken } from "./verify-session-token";
import { signUpLocale } from "../i18n/request-locale";

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

/**
 * Exchanges a Clerk session token for a local session. The token must be ours (issuer,
 * authorized party) and vouch for a verified email; it links an existing account only
 * when nobody else could sign in to it, and otherwise mails its owner to confirm.
 */
export async function signInWithClerk(ctx: Context): Promise<AuthResult> {
  const pem = ctx.config.clerkJwtKey;
  if (!pem) throw new NotFound(said.server.hostedSignInDisabled);
  await ctx.rateLimiter.consume(["hostedSignInsPerIp", ctx.request.ip]);

  const token = clerkTokenOf(ctx.request);
  if (!token) throw new Unauthorized(said.server.hostedSignInFailed);
  const verdict = await verifyClerkSessionToken(token, {
    pem,
    issuer: ctx.config.clerkIssuer,
    authorizedParty: new URL(ctx.config.publicUrl).origin,
  });
  if (verdict.outcome === "invalid") throw new Unauthorized(said.server.hostedSignInFailed);
  if (verdict.outcome === "not-for-us") {
    throw new Unauthorized(said.server.hostedSignInNotForUs);
  }
  const identity = readClerkClaims(verdict.claims);
  if (!identity.emailVerified) throw new Unauthorized(said.server.hostedEmailNotVerified);

  const resolution = await resolveHostedUser(ctx.db, identity, signUpLocale(ctx.request));
  if (resolution.outcome === "confirmation-required") {
    return requestHostedLinkConfirmation(ctx, resolution.user, identity.clerkUserId);
  }
  if (resolution.linked) ctx.mail.post(hostedIdentityLinkedMail(resolution.user));
  return startSession(ctx, resolution.user);
}
