import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { said } from "@uplink/domain";
import type { ApiDeps, AuthedContext } from "../context";
import { Unauthorized } from "../errors";
import { SharedSlidingWindow } from "../rate-limit/shared-sliding-window";
import { findSessionById, type SessionLookup } from "./sessions";

/** How long a stream ticket may wait before it opens its stream. */
export const STREAM_TICKET_TTL_MS = 30_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

function signature(tokenHash: string, body: string): Buffer {
  return createHmac("sha256", tokenHash).update(body).digest();
}

/*
 * An EventSource sends neither an Authorization header nor a body: a page that holds its
 * session token but not the cookie (cookies cleared or blocked, a restored tab) cannot
 * open a live stream with it. Nor may the token travel in the stream's URL, where proxies
 * and logs keep it. Instead the page asks, with its token, for a stream ticket, and puts
 * that in the URL (tRPC's connectionParams):
 * - it opens one stream, once, within STREAM_TICKET_TTL_MS: each use is counted where
 *   every instance counts its limits (rate_limit_counters), with a limit of one;
 * - it is the session's id, its expiry and a random nonce, signed with the hash of the
 *   session's token, which only the database and the token's holder can compute: any
 *   instance checks it, and it dies with its session;
 * - it opens nothing but a stream (see the tRPC plugin), as its session.
 */

/** A new ticket for a stream of the caller's session. */
export async function issueStreamTicket(ctx: AuthedContext): Promise<{ ticket: string }> {
  const found = await findSessionById(ctx.db, ctx.sessionId);
  if (!found) throw new Unauthorized(said.server.notSignedIn);
  const expires = Date.now() + STREAM_TICKET_TTL_MS;
  const body = `${ctx.sessionId}.${expires}.${randomBytes(16).toString("base64url")}`;
  return { ticket: `${body}.${signature(found.tokenHash, body).toString("base64url")}` };
}

/**
 * The session `ticket` opens a stream for, using it up; null when it is malformed,
 * forged, expired, used, or its session ended.
 */
export async function redeemStreamTicket(
  deps: Pick<ApiDeps, "db">,
  ticket: string,
  now: number = Date.now(),
): Promise<SessionLookup | null> {
  const parts = ticket.split(".");
  if (parts.length !== 4) return null;
  const [sessionId = "", expires = "", nonce = "", given = ""] = parts;
  if (!UUID.test(sessionId) || !NONCE.test(nonce) || !/^\d{1,15}$/.test(expires)) return null;
  const expiresAt = Number(expires);
  if (expiresAt <= now || expiresAt > now + STREAM_TICKET_TTL_MS) return null;

  const found = await findSessionById(deps.db, sessionId, new Date(now));
  if (!found) return null;
  const expected = signature(found.tokenHash, `${sessionId}.${expires}.${nonce}`);
  const presented = Buffer.from(given, "base64url");
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;

  const uses = new SharedSlidingWindow(
    deps.db,
    () => now,
    () => undefined,
  );
  const used = await uses.hit(
    [{ key: `stream-ticket:${nonce}`, rule: { max: 1, windowMs: STREAM_TICKET_TTL_MS } }],
    true,
  );
  return used ? found.session : null;
}
