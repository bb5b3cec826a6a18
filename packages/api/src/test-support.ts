import type { Kysely } from "kysely";
import type { Database, UserRow } from "@uplink/db";
import type { Role, VerificationStatus } from "@uplink/domain";
import type { ApiConfig } from "./config";
import { createContext, type Context, type RequestInfo, type SessionCookieWriter } from "./context";
import { SESSION_COOKIE_NAME } from "./auth/session-token";
import { createSession } from "./auth/sessions";

export const testConfig: ApiConfig = {
  publicUrl: "http://uplink.test",
  clerkPublishableKey: null,
  platformFeePercent: 10,
  secureCookies: false,
};

let userCounter = 0;

/** Inserts a user of the given role; names and email are unique per call. */
export async function createUser(
  db: Kysely<Database>,
  options: {
    role?: Role;
    verificationStatus?: VerificationStatus | null;
    emailVerified?: boolean;
  } = {},
): Promise<UserRow> {
  userCounter += 1;
  const role = options.role ?? "customer";
  return db
    .insertInto("users")
    .values({
      email: `${role}${userCounter}-${Date.now()}@example.test`,
      firstName: `First${userCounter}`,
      lastName: `Last${userCounter}`,
      role,
      emailVerified: options.emailVerified ?? false,
      verificationStatus:
        options.verificationStatus !== undefined
          ? options.verificationStatus
          : role === "installer"
            ? "NEW"
            : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function requestInfo(overrides: Partial<RequestInfo> = {}): RequestInfo {
  return {
    authorization: undefined,
    cookies: {},
    ip: "127.0.0.1",
    userAgent: "vitest",
    ...overrides,
  };
}

/** Records what procedures did to the session cookie. */
export function recordingCookies(): SessionCookieWriter & {
  set: { token: string; expiresAt: Date }[];
  cleared: number;
} {
  const recorder = {
    set: [] as { token: string; expiresAt: Date }[],
    cleared: 0,
    setSessionCookie(token: string, expiresAt: Date) {
      recorder.set.push({ token, expiresAt });
    },
    clearSessionCookie() {
      recorder.cleared += 1;
    },
  };
  return recorder;
}

/** The context a request with no session gets. */
export function anonymousContext(db: Kysely<Database>): Promise<Context> {
  return createContext({ db, config: testConfig }, requestInfo(), recordingCookies());
}

/** The context a request gets when it carries a fresh session for `userId`. */
export async function contextFor(
  db: Kysely<Database>,
  userId: string,
  via: "bearer" | "cookie" = "bearer",
): Promise<Context> {
  const { token } = await createSession(db, userId);
  const request =
    via === "bearer"
      ? requestInfo({ authorization: `Bearer ${token}` })
      : requestInfo({ cookies: { [SESSION_COOKIE_NAME]: token } });
  return createContext({ db, config: testConfig }, request, recordingCookies());
}
