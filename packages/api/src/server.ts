/*
 * What the server composes: the router and context, the services it builds once (mail,
 * jobs, photo stores, feeds, caches) and the errors it maps to HTTP.
 */
export { appRouter, type AppRouter } from "./root";
export {
  createContext,
  requestSession,
  type ApiDeps,
  type Context,
  type RequestInfo,
  type SessionCookieWriter,
} from "./context";
export type { ApiConfig } from "./config";
export { speakEveryLanguage } from "./i18n/catalogues";
export { activeLocale, inLocale, RequestLocale, requestLocaleOf } from "./i18n/request-locale";
export { buildOpenApiDocument } from "./openapi";
export { readBearerToken, readSessionToken, SESSION_COOKIE_NAME } from "./auth/session-token";
export { createSession, type SessionLookup } from "./auth/sessions";
export { SESSION_CACHE_TTL_MS, SessionCache, type SessionCacheOptions } from "./auth/session-cache";
export { followSessionChanges, SESSION_CHANGES_CHANNEL } from "./auth/session-changes";
export { followLiveAccess, LIVE_STREAM_MAX_AGE_MS, LiveAccess } from "./auth/live-access";
export { redeemStreamTicket } from "./auth/stream-ticket";
export { ensureAdminAccount } from "./admin/admin-account";
export { createMailer } from "./mail/create-mailer";
export type { Mailer } from "./mail/mailer";
export { MAIL_QUEUE, PostOffice } from "./mail/post-office";
export { JobQueue, type JobRetry } from "./jobs/job-queue";
export { RateLimiter, type RateLimits } from "./rate-limit/rate-limiter";
export { DatabaseReadiness, type ReadinessOptions } from "./health/database-readiness";
export { parseIsoDuration } from "./release/iso-duration";
export { defineReleaseJobs, releaseScheduler } from "./release/release-jobs";
export { defineMoneyJobs, MONEY_RETRY, movementScheduler } from "./money-moves/movement-jobs";
export { defineReviewJobs } from "./reviews/review-jobs";
export { publicInstallerIds } from "./installers/public-summary";
export { definePaymentJobs } from "./payments/payment-jobs";
export * from "./errors";
export { readLeadPhoto } from "./leads/read-lead-photo";
export { IDEMPOTENCY_KEY_HEADER } from "./idempotency/idempotency-key";
export { sweepIdempotencyKeys } from "./idempotency/run-once";
export { sweepOrphanPhotoFiles } from "./photos/sweep-orphan-photos";
export { PHOTO_UPLOAD_TTL_MS, uploadPhoto, type PhotoUpload } from "./photos/photo-uploads";
export { DiskPhotoStore } from "./photos/disk-photo-store";
export { S3PhotoStore, type S3Settings } from "./photos/s3-photo-store";
export type { PaymentSettings } from "./payments/payment-settings";
export { parsePhotoKey, type PhotoStore } from "./photos/photo-store";
export {
  conversationEtag,
  conversationPollState,
  etagMatches,
} from "./conversation/conversation-etag";
export {
  ChatPollMemo,
  CONVERSATION_CHANGES_CHANNEL,
  followConversationChanges,
  type ChatPollMemoOptions,
  type ConversationPollState,
} from "./conversation/chat-poll-memo";
export { ConversationFeed, followConversationFeed } from "./conversation/conversation-feed";
export { followLeadFeed, LEAD_CHANGES_CHANNEL, LeadFeed } from "./leads/lead-feed";
export {
  followInstallerChanges,
  INSTALLER_CHANGES_CHANNEL,
  PublicAnswerMemo,
  type PublicAnswer,
  type PublicAnswerMemoOptions,
} from "./installers/public-answer-memo";
export { ConcurrencyLimit } from "./concurrency-limit";

export type { OutputCheck } from "./output-check";
export type { AppMeta, BodyMeta, Callers } from "./procedure-meta";
export { photoBodyProcedures, type PhotoBodyProcedure } from "./photos/photo-bodies";
export { issueInLanguage } from "./trpc";
export { SimulatedPayments } from "./payments/simulated-payments";
export { StripePayments } from "./payments/stripe/stripe-payments";
export { InvalidProviderEvent, type PaymentProvider } from "./ports/payment-provider";
export { receivePaymentEvent } from "./payments/payment-events";
