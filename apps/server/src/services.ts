import type { FastifyBaseLogger } from "fastify";
import { compileSecondOpinion } from "@uplink/domain/contact-screen";
import type { Kysely } from "kysely";
import {
  createMailer,
  DatabaseReadiness,
  JobQueue,
  movementScheduler,
  PostOffice,
  RateLimiter,
  releaseScheduler,
  speakEveryLanguage,
  type ApiDeps,
  type ChatPollMemoOptions,
  type JobRetry,
  type RateLimits,
} from "@uplink/api/server";
import { paymentProviderOf } from "./payment-provider";
import type { Database } from "@uplink/db";
import { createGazetteer } from "@uplink/gazetteer";
import type { Config } from "./config";
import type { PressureLimits } from "./plugins/limits/under-pressure";
import type { PoolUse } from "./plugins/metrics";
import type { PhotoBodyLimits } from "./plugins/photos/photo-senders";
import { addressMatcher, rememberedMatches } from "./plugins/limits/address-list";
import { liveUpdates, type LiveUpdates } from "./plugins/live";
import { AppMetrics } from "./plugins/metrics";
import { photoStoreOf } from "./plugins/photos/photo-store";

/** What the app is built from: the process's configuration and database, and what tests change. */
export interface BuildAppOptions {
  config: Config;
  db: Kysely<Database>;
  /** The connection string of `db`, for the one connection that listens (plugins/live.ts). */
  databaseUrl?: string;
  /** Tighter or looser limits on the account endpoints than the defaults (tests). */
  rateLimits?: Partial<RateLimits>;
  /** Quicker mail retries than MAIL_RETRY (tests). */
  mailRetry?: JobRetry;
  /** A smaller memory of unchanged chat polls than the default 50,000 (tests). */
  chatPollMemo?: ChatPollMemoOptions;
  /**
   * Runs the durable jobs (mail delivery with retries, the hourly photo sweep, the
   * automatic release of DONE leads and its reminders) on pg-boss from onReady to
   * onClose, as the server does. Off, mail is sent at once, nothing is swept and nothing
   * released by itself: for tests that look at none of these.
   */
  jobs?: boolean;
  /** The connection pool under `db`, reported by /metrics; omitted in most tests. */
  pool?: PoolUse;
  /** The built SPA; omitted in tests that need only the API. */
  webDir?: string;
  /** Where logs go; standard output unless a test wants to read them. */
  logStream?: NodeJS.WritableStream;
  /** Other overload thresholds than the defaults (tests). */
  pressureLimits?: Partial<PressureLimits>;
  /** Other limits on the line of photo bodies than DEFAULT_PHOTO_BODY_LIMITS (tests). */
  photoBodyLimits?: Partial<PhotoBodyLimits>;
}

/**
 * The API's ports as this process fills them; the post office itself, which the jobs
 * plugin drains and closes at shutdown.
 */
export interface ServerDeps extends ApiDeps {
  mail: PostOffice;
}

/** The process's services: what the procedures get (`deps`) and what the plugins run. */
export interface Services {
  deps: ServerDeps;
  /** The durable job queue; undefined when jobs do not run. */
  jobs: JobQueue | undefined;
  /** The background check of the database that health reports (deps.databaseReadiness). */
  readiness: DatabaseReadiness;
  live: LiveUpdates;
  metrics: AppMetrics;
  /** RATE_LIMIT_ALLOWLIST: addresses exempt from the rate limits. */
  isAllowlisted: (ip: string) => boolean;
}

/**
 * Builds every service once, for the whole process, and nothing else: nothing here
 * starts, listens or registers a hook — the plugins in app.ts run them.
 */
export function buildServices(log: FastifyBaseLogger, options: BuildAppOptions): Services {
  compileSecondOpinion(); // not on the first chat message after a start
  const { config, db } = options;
  // Messages in the language of each request, and of each mail's recipient.
  speakEveryLanguage();
  const isAllowlisted = rememberedMatches(addressMatcher(config.rateLimit.allowlist));
  const metrics = new AppMetrics();
  const mailer = metrics.countingMails(
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }, log),
  );
  const jobs = options.jobs === true ? new JobQueue(db, log) : undefined;
  const readiness = new DatabaseReadiness(db, log);
  const live = liveUpdates({
    databaseUrl: options.databaseUrl,
    liveStreamMaxAgeMs: config.liveStreamMaxAgeMs,
    chatPollMemo: options.chatPollMemo,
  });
  const deps: ServerDeps = {
    db,
    config: {
      publicUrl: config.publicUrl,
      clerkPublishableKey: config.clerk.publishableKey ?? null,
      clerkJwtKey: config.clerk.jwtKey ?? null,
      clerkIssuer: config.clerk.issuer ?? null,
      platformFeePercent: config.platformFeePercent,
      contactEmail: config.contactEmail ?? null,
      autoReleaseAfterMs: config.autoReleaseAfterMs,
      reviewWindowMs: config.reviewWindowMs,
      paymentWindowMs: config.paymentWindowMs,
      secureCookies: secureCookiesFor(config),
    },
    mail: new PostOffice(mailer, log, jobs, options.mailRetry),
    photoStore: photoStoreOf(config),
    rateLimiter: new RateLimiter(db, options.rateLimits, Date.now, {
      isExempt: isAllowlisted,
      log,
    }),
    log,
    releaseJobs: jobs && releaseScheduler(jobs),
    movementJobs: jobs && movementScheduler(jobs),
    databaseReadiness: readiness,
    sessionCache: live.sessionCache,
    conversationFeed: live.conversationFeed,
    leadFeed: live.leadFeed,
    liveAccess: live.liveAccess,
    // The shipped GeoNames tables, each read the first time a place in its country is asked for.
    gazetteer: createGazetteer(),
    payments: paymentProviderOf(config.payments),
    outputCheck: metrics.checkingOutput(config.outputCheck, log),
  };
  return { deps, jobs, readiness, live, metrics, isAllowlisted };
}

/** Cookies are marked Secure when the public address is https. */
export function secureCookiesFor(config: Config): boolean {
  return config.publicUrl.startsWith("https:");
}
