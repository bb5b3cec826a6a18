import { createHash, randomBytes } from "node:crypto";

export const SESSION_COOKIE_NAME = "uplink_session";

/** 32 random bytes: an opaque 256-bit token, URL-safe. */
export function generateSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this hash is stored, so a leaked sessions table cannot be replayed. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The bearer header wins over the cookie: API clients send it explicitly. */
export function readSessionToken(
  authorization: string | undefined,
  cookieToken: string | undefined,
): string | null {
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match?.[1]) return match[1];
  }
  return cookieToken && cookieToken.length > 0 ? cookieToken : null;
}
