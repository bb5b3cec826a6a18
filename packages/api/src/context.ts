import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import type { ApiConfig } from "./config";
import type { ApiLogger } from "./logger";
import { readSessionToken, SESSION_COOKIE_NAME } from "./auth/session-token";
import { findSessionUser, type SessionLookup, type SessionUser } from "./auth/sessions";
import type { OutputCheck } from "./output-check";
import { CountedPhotoChecks } from "./photos/counted-photo-checks";
import type { PhotoStore } from "./photos/photo-store";
import type { ConversationChangeFeed, LeadChangeFeed } from "./ports/change-feed";
import type { LiveStreamGuard } from "./ports/live-stream-guard";
import type { MailPost } from "./ports/mail-post";
import type { PaymentProvider } from "./ports/payment-provider";
import type { PhotoCheckCounter } from "./ports/photo-check-counter";
import type { PlaceLocator } from "./ports/place-locator";
import type { ReadinessCheck } from "./ports/readiness-check";
import type { RequestLimiter } from "./ports/request-limiter";
import type { SessionLookupCache } from "./ports/session-lookup-cache";
import type { MovementScheduler } from "./money-moves/movement-scheduler";
import type { ReleaseScheduler } from "./release/release-scheduler";

/**
 * What the API needs from the process: built once at start, by the server
 * (apps/server/src/services.ts) or the test support (testing/context.ts). Each field is a
 * port, a small interface naming what the services call (ports/, and PhotoStore,
 * OutputCheck, ReleaseScheduler beside their services); the implementations are theirs to
 * choose, and no service imports one (the services-through-ports rule of lint:circles).
 */
export interface ApiDeps {
  db: Kysely<Database>;
  config: ApiConfig;
  /** PostOffice: mail sent after the commit, through the job queue in the server. */
  mail: MailPost;
  /** Where uploaded photos are kept: DATA_DIR/photos, or a bucket all instances share. */
  photoStore: PhotoStore;
  /** RateLimiter: the account limits, counted in PostgreSQL. */
  rateLimiter: RequestLimiter;
  log: ApiLogger;
  /**
   * Queues the automatic release and the reminders of a lead that became DONE (the
   * server's job queue). Without one (most tests) the clock is kept all the same and
   * nothing is queued.
   */
  releaseJobs?: ReleaseScheduler;
  /**
   * Queues the sending of requested provider movements (transfers, refunds) after the
   * commit that requested them. Without one (most tests) they wait for a sweep.
   */
  movementJobs?: MovementScheduler;
  /**
   * The background check of the database that health reads instead of querying. Without
   * one (most tests) health asks the database on each call.
   */
  databaseReadiness?: ReadinessCheck;
  /**
   * Session lookups of the last seconds, kept while the database's notifications of
   * session changes are heard. Without one (most tests) each request asks the database.
   */
  sessionCache?: SessionLookupCache;
  /**
   * Wakes the live conversations when the database notifies a chat change, whichever
   * instance wrote it. A ConversationFeed that hears nothing (the tests') looks every 2
   * seconds.
   */
  conversationFeed: ConversationChangeFeed;
  /**
   * Wakes the live lists of leads when the database notifies a lead change. Without one
   * (most tests) a live list is never told anything.
   */
  leadFeed?: LeadChangeFeed;
  /**
   * Ends the live streams whose session or user changes, as the database notifies it, and
   * any stream at its maximum age. A LiveAccess that hears nothing (the tests') has
   * streams check their session in the database every 2 seconds.
   */
  liveAccess: LiveStreamGuard;
  /**
   * Places requests and service areas by town (see places/point-of.ts): the gazetteer
   * over the shipped GeoNames tables (createGazetteer).
   */
  gazetteer: PlaceLocator;
  /**
   * PAYMENT_PROVIDER: who moves the money the ledger records (SimulatedPayments, the
   * default, moves none; StripePayments).
   */
  payments: PaymentProvider;
  /**
   * How many answers of the hot reads are checked against their output schemas, and what
   * a mismatch does (see sampledOutput). Without one (most tests) every answer is checked
   * and a mismatch fails the call.
   */
  outputCheck?: OutputCheck;
}

/** The transport-neutral view of one incoming request. */
export interface RequestInfo {
  authorization: string | undefined;
  cookies: Record<string, string | undefined>;
  ip: string;
  userAgent: string | undefined;
  /**
   * The X-Confirm-Password header: how REST clients re-enter their password to delete
   * their account, since DELETE input travels in the URL.
   */
  confirmPassword: string | undefined;
  /** The Accept-Language header: the language of an anonymous caller (see requestLocale). */
  acceptLanguage: string | undefined;
  /** The Idempotency-Key header: a submission sent again is done once (see idempotent). */
  idempotencyKey: string | undefined;
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
  /** The photo checks this request has been counted for before its body was read. */
  photoChecks?: PhotoCheckCounter;
}

/** The context of a procedure that requires a session (see authedProcedure). */
export type AuthedContext = Context & { user: SessionUser; sessionId: string };

/**
 * `session`: the request's session when it has already been looked up (requestSession),
 * so a server that needed only the session first does not look it up twice.
 */
export async function createContext(
  deps: ApiDeps,
  request: RequestInfo,
  cookies: SessionCookieWriter,
  session: Promise<SessionLookup | null> = requestSession(deps, request),
): Promise<Context> {
  const found = await session;
  return {
    ...deps,
    rateLimiter: deps.rateLimiter.forCaller(request.ip),
    user: found?.user ?? null,
    sessionId: found?.sessionId ?? null,
    request,
    cookies,
    photoChecks: new CountedPhotoChecks(),
  };
}

/**
 * The session a request opens (its bearer token, else its session cookie), or null:
 * all a caller needs to know who asks, without the rest of a context (a chat poll).
 */
export async function requestSession(
  deps: ApiDeps,
  request: Pick<RequestInfo, "authorization" | "cookies">,
): Promise<SessionLookup | null> {
  const token = readSessionToken(request.authorization, request.cookies[SESSION_COOKIE_NAME]);
  return token ? lookUpSession(deps, token) : null;
}

function lookUpSession(deps: ApiDeps, token: string): Promise<SessionLookup | null> {
  const load = (sessionToken: string) => findSessionUser(deps.db, sessionToken);
  return deps.sessionCache ? deps.sessionCache.lookUp(token, load) : load(token);
}
