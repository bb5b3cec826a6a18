export const SESSION_COOKIE_NAME = "uplink_session";

/** The token of an `Authorization: Bearer <token>` header. */
export function readBearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? null;
}

/** The bearer header wins over the cookie: API clients send it explicitly. */
export function readSessionToken(
  authorization: string | undefined,
  cookieToken: string | undefined,
): string | null {
  return (
    readBearerToken(authorization) ?? (cookieToken && cookieToken.length > 0 ? cookieToken : null)
  );
}
