import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import type { ApiConfig } from "./config";
import { readSessionToken, SESSION_COOKIE_NAME } from "./auth/session-token";
import { findSessionUser, type SessionUser } from "./auth/sessions";

/** What the API needs from the process: built once at start. */
export interface ApiDeps {
  db: Kysely<Database>;
  config: ApiConfig;
}

/** The transport-neutral view of one incoming request. */
export interface RequestInfo {
  authorization: string | undefined;
  cookies: Record<string, string | undefined>;
  ip: string;
  userAgent: string | undefined;
}

/** Lets procedures set or clear the session cookie without knowing the server. */
export interface SessionCookieWriter {
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
}

export interface Context extends ApiDeps {
  user: SessionUser | null;
  sessionId: string | null;
  request: RequestInfo;
  cookies: SessionCookieWriter;
}

export async function createContext(
  deps: ApiDeps,
  request: RequestInfo,
  cookies: SessionCookieWriter,
): Promise<Context> {
  const token = readSessionToken(request.authorization, request.cookies[SESSION_COOKIE_NAME]);
  const session = token ? await findSessionUser(deps.db, token) : null;
  return {
    ...deps,
    user: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    request,
    cookies,
  };
}
