export { appRouter, type AppRouter, type RouterInputs, type RouterOutputs } from "./root";
export { createCallerFactory, issueInLanguage } from "./trpc";
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
export {
  createSession,
  revokeSession,
  type SessionLookup,
  type SessionUser,
} from "./auth/sessions";
export { SESSION_CACHE_TTL_MS, SessionCache, type SessionCacheOptions } from "./auth/session-cache";
export { followSessionChanges, SESSION_CHANGES_CHANNEL } from "./auth/session-changes";
export { followLiveAccess, LIVE_STREAM_MAX_AGE_MS, LiveAccess } from "./auth/live-access";
export { redeemStreamTicket, STREAM_TICKET_TTL_MS } from "./auth/stream-ticket";
export { ensureAdminAccount, type AdminCredentials } from "./admin/admin-account";
export { createMailer, type MailSettings } from "./mail/create-mailer";
export type { Mailer, MailMessage } from "./mail/mailer";
export { MAIL_QUEUE, MAIL_RETRY, PostOffice } from "./mail/post-office";
export {
  JobQueue,
  JOBS_SCHEMA,
  type JobDefinition,
  type JobQueueOptions,
  type JobRetry,
} from "./jobs/job-queue";
export { RateLimiter, type RateLimits } from "./rate-limit/rate-limiter";
export { DatabaseReadiness, type ReadinessOptions } from "./health/database-readiness";
export { parseIsoDuration, type DurationParse } from "./release/iso-duration";
export {
  AUTO_RELEASE_QUEUE,
  defineReleaseJobs,
  RELEASE_REMINDER_QUEUE,
  RELEASE_SWEEP_QUEUE,
  releaseScheduler,
} from "./release/release-jobs";
export * from "./errors";
export { readLeadPhoto, type PhotoFile } from "./leads/read-lead-photo";
export { sweepOrphanPhotoFiles } from "./photos/sweep-orphan-photos";
export { DiskPhotoStore } from "./photos/disk-photo-store";
export { S3PhotoStore, type S3Settings } from "./photos/s3-photo-store";
export {
  parsePhotoKey,
  type ListedObject,
  type PhotoStore,
  type StoredObject,
} from "./photos/photo-store";
export {
  conversationEtag,
  conversationPollState,
  etagMatches,
  type ConversationPollState,
} from "./conversation/conversation-etag";
export {
  ChatPollMemo,
  CONVERSATION_CHANGES_CHANNEL,
  followConversationChanges,
  type ChatPollMemoOptions,
} from "./conversation/chat-poll-memo";
export {
  ConversationFeed,
  followConversationFeed,
  type ConversationFeedOptions,
} from "./conversation/conversation-feed";
export { followLeadFeed, LEAD_CHANGES_CHANNEL, LeadFeed } from "./leads/lead-feed";
export type { LiveConversationEvent } from "./conversation/live-conversation";
export { ConcurrencyLimit } from "./concurrency-limit";
export { CountedPhotoChecks } from "./photos/counted-photo-checks";
