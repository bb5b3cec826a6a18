import Fastify, { type FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import {
  ChatPollMemo,
  type ChatPollMemoOptions,
  ConversationFeed,
  LeadFeed,
  LiveAccess,
  createMailer,
  defineReleaseJobs,
  JobQueue,
  PostOffice,
  speakEveryLanguage,
  RateLimiter,
  releaseScheduler,
  type ApiDeps,
  type JobRetry,
  type RateLimits,
} from "@uplink/api";
import type { Database } from "@uplink/db";
import { addressMatcher, rememberedMatches } from "./address-list";
import type { Config } from "./config";
import { PHOTO_BODY_LIMIT_BYTES } from "./body-limit";
import { handleError } from "./errors";
import { watchDatabaseReadiness } from "./health";
import type { PhotoBodyLimits } from "./photo-senders";
import { photoStoreOf } from "./photo-store";
import { registerPhotoSweep } from "./photo-sweep";
import { bodyParsingPlugin } from "./plugins/body-parsing";
import { contextPlugin } from "./plugins/context";
import { loggerOptions, requestIdOf, requestIdPlugin } from "./plugins/logging";
import { AppMetrics, metricsPluginOf, type PoolUse } from "./plugins/metrics";
import { restPlugin } from "./plugins/rest";
import { securityHeadersFor, securityPlugin } from "./plugins/security";
import type { ApiLimit } from "./api-limit";
import { memoryAnswers, serverAnsweringFromMemory } from "./memory-answers";
import { registerSpa } from "./plugins/spa";
import { trpcPlugin } from "./plugins/trpc";
import { registerConversationPolling } from "./routes/conversation-polling";
import { registerPhotoRoute } from "./routes/photos";
import { cacheSessions } from "./session-cache";
import { TRPC_PATH_MAX_LENGTH } from "./trpc-batch";
import { registerUnderPressure, type PressureLimits } from "./under-pressure";
import { trustProxyOption } from "./trust-proxy";

export { BODY_LIMIT_BYTES, PHOTO_BODY_LIMIT_BYTES } from "./body-limit";

export interface BuildAppOptions {
  config: Config;
  db: Kysely<Database>;
  /** The connection pool under `db`, reported by /metrics; omitted in most tests. */
  pool?: PoolUse;
  /**
   * The connection string of `db`, for the one connection that listens for session
   * changes; without it, sessions are not cached and each request looks its own up.
   */
  databaseUrl?: string;
  /** The built SPA; omitted in tests that need only the API. */
  webDir?: string;
  /** Where logs go; standard output unless a test wants to read them. */
  logStream?: NodeJS.WritableStream;
  /** Tighter or looser limits on the account endpoints than the defaults (tests). */
  rateLimits?: Partial<RateLimits>;
  /** Other overload thresholds than the defaults (tests). */
  pressureLimits?: Partial<PressureLimits>;
  /** Other limits on the line of photo bodies than DEFAULT_PHOTO_BODY_LIMITS (tests). */
  photoBodyLimits?: Partial<PhotoBodyLimits>;
  /**
   * Runs the durable jobs (mail delivery with retries, the hourly photo sweep, the
   * automatic release of DONE leads and its reminders) on pg-boss from onReady to
   * onClose, as the server does. Off, mail is sent at once, nothing is swept and nothing
   * released by itself: for tests that look at none of these.
   */
  jobs?: boolean;
  /** Quicker mail retries than MAIL_RETRY (tests). */
  mailRetry?: JobRetry;
  /** A smaller memory of unchanged chat polls than the default 50,000 (tests). */
  chatPollMemo?: ChatPollMemoOptions;
}

/**
 * Builds the whole HTTP surface without listening, so tests can `inject` into it: the
 * process's services wired once (mail, jobs, the database's readiness, the session
 * cache), then the plugins every request goes through and the routes.
 */
export async function buildApp({
  config,
  db,
  pool,
  databaseUrl,
  webDir,
  logStream,
  rateLimits,
  pressureLimits,
  photoBodyLimits,
  jobs: runJobs = false,
  mailRetry,
  chatPollMemo,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Set once the process's services exist, below; until then every request goes to Fastify.
  let answeredFromMemory: ReturnType<typeof memoryAnswers> | null = null;
  const app = Fastify({
    serverFactory: serverAnsweringFromMemory(() => answeredFromMemory),
    // The photo paths' limit; limitBodySize holds every other path to BODY_LIMIT_BYTES.
    bodyLimit: PHOTO_BODY_LIMIT_BYTES,
    // request.ip is the client behind a trusted proxy: every limit and log line uses it.
    trustProxy: trustProxyOption(config.trustProxy),
    // A tRPC batch names its calls in one path parameter.
    routerOptions: { maxParamLength: TRPC_PATH_MAX_LENGTH },
    logger: loggerOptions(config, logStream),
    // Every log line of a request carries its id (reqId), the caller's X-Request-Id if sane.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });

  // Messages in the language of each request, and of each mail's recipient.
  speakEveryLanguage();
  const secureCookies = config.publicUrl.startsWith("https:");
  const isAllowlisted = rememberedMatches(addressMatcher(config.rateLimit.allowlist));
  const metrics = new AppMetrics();
  const mailer = metrics.countingMails(
    createMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
      app.log,
    ),
  );
  const photoStore = photoStoreOf(config);
  const jobs = runJobs ? new JobQueue(db, app.log) : undefined;
  const mail = new PostOffice(mailer, app.log, jobs, mailRetry);
  if (jobs) {
    registerPhotoSweep(app, db, photoStore, jobs);
    app.addHook("onReady", () => jobs.start());
  }
  // Mail posted by the last requests is queued (or, without jobs, sent) before the process
  // stops; a delivery under way finishes, and queued mail goes out after the next start.
  app.addHook("onClose", async () => {
    await mail.drain();
    await jobs?.stop();
    await mail.close();
  });
  const databaseReadiness = watchDatabaseReadiness(app, db);
  // Unchanged chat polls answered from memory, voided by the database's notifications.
  const chatPolls = new ChatPollMemo(chatPollMemo);
  // Live conversations and lists of leads, woken by the database's notifications.
  const conversationFeed = new ConversationFeed();
  const leadFeed = new LeadFeed();
  const liveAccess = new LiveAccess({ maxAgeMs: config.liveStreamMaxAgeMs });
  const deps: ApiDeps = {
    db,
    config: {
      publicUrl: config.publicUrl,
      clerkPublishableKey: config.clerk.publishableKey ?? null,
      clerkJwtKey: config.clerk.jwtKey ?? null,
      clerkIssuer: config.clerk.issuer ?? null,
      platformFeePercent: config.platformFeePercent,
      contactEmail: config.contactEmail ?? null,
      autoReleaseAfterMs: config.autoReleaseAfterMs,
      secureCookies,
    },
    mail,
    photoStore,
    rateLimiter: new RateLimiter(db, rateLimits, Date.now, {
      isExempt: isAllowlisted,
      log: app.log,
    }),
    log: app.log,
    releaseJobs: jobs && releaseScheduler(jobs),
    databaseReadiness,
    sessionCache: cacheSessions(app, databaseUrl, databaseReadiness, {
      chatPolls,
      conversations: conversationFeed,
      leads: leadFeed,
      access: liveAccess,
    }),
    conversationFeed,
    leadFeed,
    liveAccess,
    outputCheck: metrics.checkingOutput(config.outputCheck, app.log),
  };
  if (jobs) defineReleaseJobs(jobs, deps);
  // Set once the security plugin has made the per-address API limit's counter.
  let limit: ApiLimit | undefined;
  answeredFromMemory = memoryAnswers({
    apiLimit: () => limit,
    readiness: databaseReadiness,
    ...(deps.sessionCache && { sessions: deps.sessionCache }),
    chatPolls,
    apiHeaders: securityHeadersFor(config).apiHeaders,
    metrics,
    log: app.log,
  });

  app.setErrorHandler(handleError);
  // Its onRequest hook runs before any other work.
  await registerUnderPressure(app, pressureLimits);
  await app.register(requestIdPlugin);
  await app.register(metricsPluginOf, {
    db,
    pool,
    mayRead: rememberedMatches(addressMatcher(config.metrics.allowlist)),
    token: config.metrics.token,
    metrics,
  });
  await app.register(contextPlugin, { deps, secureCookies });
  await app.register(bodyParsingPlugin, { photoBodyLimits, isAllowlisted });
  await app.register(securityPlugin, {
    config,
    isAllowlisted,
    onApiLimit: (counter) => (limit = counter),
  });
  await app.register(trpcPlugin);
  registerPhotoRoute(app, deps);
  registerConversationPolling(app, deps, chatPolls);
  await app.register(restPlugin, { databaseReadiness });
  await registerSpa(app, webDir);
  return app;
}
