import { tmpdir } from "node:os";
import path from "node:path";
import { TRPCError } from "@trpc/server";
import type { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import type { Database, SessionRow } from "@uplink/db";
import { createGazetteer } from "@uplink/gazetteer";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import type { ApiConfig } from "../config";
import {
  createContext,
  type ApiDeps,
  type Context,
  type RequestInfo,
  type SessionCookieWriter,
} from "../context";
import type { ApiLogger } from "../logger";
import { LiveAccess } from "../auth/live-access";
import { hashOpaqueToken } from "../auth/opaque-token";
import { SESSION_COOKIE_NAME } from "../auth/session-token";
import { createSession } from "../auth/sessions";
import { ConversationFeed } from "../conversation/conversation-feed";
import type { Mailer } from "../mail/mailer";
import { PostOffice } from "../mail/post-office";
import { SimulatedPayments } from "../payments/simulated-payments";
import { DiskPhotoStore } from "../photos/disk-photo-store";
import type { PhotoStore } from "../photos/photo-store";
import type { PaymentProvider } from "../ports/payment-provider";
import { RateLimiter, type RateLimits } from "../rate-limit/rate-limiter";
import { appRouter } from "../root";
import { createCallerFactory } from "../trpc";
import { createUser } from "./fixtures";
import { smtpMailer, startSmtpPeer, type SmtpPeer } from "./smtp-peer";

/**
 * The DATA_DIR of testDeps' photo store: photos are stored by content hash, so test files
 * can share it.
 */
export const TEST_DATA_DIR = path.join(tmpdir(), "uplink-api-test-data");

export const testConfig: ApiConfig = {
  publicUrl: "http://uplink.test",
  clerkPublishableKey: null,
  clerkJwtKey: null,
  clerkIssuer: null,
  platformFeePercent: 10,
  contactEmail: null,
  autoReleaseAfterMs: 14 * 24 * 60 * 60 * 1000,
  reviewWindowMs: 14 * 24 * 60 * 60 * 1000,
  paymentWindowMs: 2 * 24 * 60 * 60 * 1000,
  secureCookies: false,
};

export const createCaller = createCallerFactory(appRouter);

export interface LogLine {
  level: "info" | "warn" | "error";
  details: Record<string, unknown>;
  message: string;
}

/** Keeps what the services log, for tests to read. */
export function recordingLogger(): ApiLogger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: LogLine["level"]) => (details: Record<string, unknown>, message: string) => {
    lines.push({ level, details, message });
  };
  return { lines, info: at("info"), warn: at("warn"), error: at("error") };
}

/** For tests that send no mail they look at. */
const discardingMailer: Mailer = { async send() {}, close() {} };

/** The shipped gazetteer, shared by the test file: its tables are read once, as needed. */
const shippedGazetteer = createGazetteer();

export interface TestDeps extends ApiDeps {
  log: ReturnType<typeof recordingLogger>;
  /** The PostOffice itself, which tests drain to see what was sent. */
  mail: PostOffice;
}

/**
 * The API's dependencies on a test database; pass a mailer to see the mail. Photos go to
 * a DiskPhotoStore on TEST_DATA_DIR unless another store is given. No notifications are
 * heard: live conversations and streams check the database every 2 seconds.
 */
export function testDeps(
  db: Kysely<Database>,
  options: {
    config?: Partial<ApiConfig>;
    mailer?: Mailer;
    rateLimits?: Partial<RateLimits>;
    photoStore?: PhotoStore;
    /** The payment provider; SimulatedPayments unless given. */
    payments?: PaymentProvider;
  } = {},
): TestDeps {
  const log = recordingLogger();
  return {
    db,
    config: { ...testConfig, ...options.config },
    mail: new PostOffice(options.mailer ?? discardingMailer, log),
    photoStore: options.photoStore ?? new DiskPhotoStore(TEST_DATA_DIR),
    rateLimiter: new RateLimiter(db, options.rateLimits, Date.now, { log }),
    log,
    conversationFeed: new ConversationFeed(),
    liveAccess: new LiveAccess(),
    gazetteer: shippedGazetteer,
    payments: options.payments ?? new SimulatedPayments(),
  };
}

/** One test file's database, the API's dependencies on it and, when asked for, an SMTP peer. */
export interface TestApi {
  readonly database: TestDatabase;
  readonly db: Kysely<Database>;
  readonly deps: TestDeps;
  /** Only with `{ smtp: true }`: the peer every mail of `deps` goes to. */
  readonly smtp: SmtpPeer;
}

/**
 * Gives the calling test file a fresh database and the API's dependencies on it (with
 * an SMTP peer receiving their mail when `smtp` is set), opened before its tests and
 * closed after them. Read the fields inside hooks and tests, not at the top level.
 */
export function useTestApi(options: { smtp?: boolean } = {}): TestApi {
  let database: TestDatabase | undefined;
  let deps: TestDeps | undefined;
  let smtp: SmtpPeer | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (options.smtp) smtp = await startSmtpPeer();
    deps = testDeps(database.db, smtp ? { mailer: smtpMailer(smtp.url) } : {});
  });
  afterAll(async () => {
    await deps?.mail.close();
    await smtp?.close();
    await database?.destroy();
  });
  const opened = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useTestApi: ${what} is not open here`);
    return value;
  };
  return {
    get database() {
      return opened(database, "the database");
    },
    get db() {
      return opened(database, "the database").db;
    },
    get deps() {
      return opened(deps, "deps");
    },
    get smtp() {
      return opened(smtp, "the SMTP peer (pass { smtp: true })");
    },
  };
}

export function requestInfo(overrides: Partial<RequestInfo> = {}): RequestInfo {
  return {
    authorization: undefined,
    cookies: {},
    ip: "127.0.0.1",
    userAgent: "vitest",
    confirmPassword: undefined,
    acceptLanguage: undefined,
    idempotencyKey: undefined,
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

export type TestContext = Context & { cookies: ReturnType<typeof recordingCookies> };

/** The context of a request that carries no session (or only what `request` adds). */
export async function anonymousContext(
  deps: ApiDeps,
  request: Partial<RequestInfo> = {},
): Promise<TestContext> {
  const cookies = recordingCookies();
  return { ...(await createContext(deps, requestInfo(request), cookies)), cookies };
}

/** The context a request gets when it carries `token` as a bearer header. */
export async function contextWithToken(
  deps: ApiDeps,
  token: string,
  request: Partial<RequestInfo> = {},
): Promise<TestContext> {
  return anonymousContext(deps, { authorization: `Bearer ${token}`, ...request });
}

/** The context a request gets when it carries a fresh session for `userId`. */
export async function contextFor(
  deps: ApiDeps,
  userId: string,
  via: "bearer" | "cookie" = "bearer",
): Promise<TestContext> {
  const { token } = await createSession(deps.db, userId);
  return via === "bearer"
    ? contextWithToken(deps, token)
    : anonymousContext(deps, { cookies: { [SESSION_COOKIE_NAME]: token } });
}

/** The stored row of the session `token` opens. */
export function sessionOf(db: Kysely<Database>, token: string): Promise<SessionRow> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("tokenHash", "=", hashOpaqueToken(token))
    .executeTakeFirstOrThrow();
}

/** Moves the clock for one session: rewrites when it started and when it was last used. */
export async function backdateSession(
  db: Kysely<Database>,
  token: string,
  times: { createdAt?: Date; lastUsedAt?: Date | null },
): Promise<void> {
  await db
    .updateTable("sessions")
    .set(times)
    .where("tokenHash", "=", hashOpaqueToken(token))
    .executeTakeFirstOrThrow();
}

/** A time `milliseconds` before now. */
export function ago(milliseconds: number): Date {
  return new Date(Date.now() - milliseconds);
}

/** A caller signed in as `user` with a fresh session. */
export async function callerAs(deps: ApiDeps, user: { id: string }) {
  return createCaller(await contextFor(deps, user.id));
}

/** A new administrator and a caller signed in as them. */
export async function signedInAdmin(deps: ApiDeps) {
  const admin = await createUser(deps.db, { role: "administrator", emailVerified: true });
  return { admin, caller: await callerAs(deps, admin) };
}

/** What a procedure call was refused with: the tRPC code and the message a user reads. */
export async function refusalOf(
  call: Promise<unknown>,
): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("the call succeeded");
}
