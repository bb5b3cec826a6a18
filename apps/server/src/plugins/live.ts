import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  ChatPollMemo,
  CONVERSATION_CHANGES_CHANNEL,
  ConversationFeed,
  followConversationChanges,
  followConversationFeed,
  followLiveAccess,
  followInstallerChanges,
  followLeadFeed,
  INSTALLER_CHANGES_CHANNEL,
  LEAD_CHANGES_CHANNEL,
  LeadFeed,
  LiveAccess,
  PublicAnswerMemo,
  followSessionChanges,
  SESSION_CHANGES_CHANNEL,
  SessionCache,
  type ChatPollMemoOptions,
  type DatabaseReadiness,
  type SessionCacheOptions,
} from "@uplink/api/server";
import { NotificationListener } from "@uplink/db";

/** Methods that change nothing: their answers need not wait for notifications. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Everything that hangs on the database's notifications: one connection per process
 * listens (`listener`), whichever instance of the app made the change, and each cache and
 * feed below is voided or woken by what it hears.
 */
export interface LiveUpdates {
  /** Undefined without a database URL to listen with: then nothing below is ever told. */
  listener: NotificationListener | undefined;
  /**
   * Session lookups kept for a few seconds and forgotten at once on a change; undefined
   * without a listener, and each request asks the database.
   */
  sessionCache: SessionCache | undefined;
  /** Unchanged chat polls answered from memory (issue 12), voided by chat changes. */
  chatPolls: ChatPollMemo;
  /**
   * Public installer answers given from memory (issue 25), voided by installer and lead
   * changes; never given without a listener.
   */
  publicAnswers: PublicAnswerMemo;
  /** Live conversations and lists of leads (issue 13), woken by chat and lead changes. */
  conversationFeed: ConversationFeed;
  leadFeed: LeadFeed;
  /** The live streams of a session or user, ended by session changes on every instance. */
  liveAccess: LiveAccess;
}

export interface LiveUpdatesOptions {
  /** The connection string of the database, for the one connection that listens. */
  databaseUrl: string | undefined;
  /** How long a live stream may stay open (LIVE_STREAM_MAX_AGE_MS). */
  liveStreamMaxAgeMs: number;
  /** A smaller memory of unchanged chat polls than the default 50,000 (tests). */
  chatPollMemo?: ChatPollMemoOptions;
  sessionCache?: SessionCacheOptions;
}

/** Builds the listener and every cache and feed that hangs on it; the plugin runs them. */
export function liveUpdates(options: LiveUpdatesOptions): LiveUpdates {
  const chatPolls = new ChatPollMemo(options.chatPollMemo);
  const publicAnswers = new PublicAnswerMemo();
  const conversationFeed = new ConversationFeed();
  const leadFeed = new LeadFeed();
  const liveAccess = new LiveAccess({ maxAgeMs: options.liveStreamMaxAgeMs });
  if (options.databaseUrl === undefined) {
    return {
      listener: undefined,
      sessionCache: undefined,
      chatPolls,
      publicAnswers,
      conversationFeed,
      leadFeed,
      liveAccess,
    };
  }
  const listener = new NotificationListener(options.databaseUrl, {
    channels: [
      SESSION_CHANGES_CHANNEL,
      CONVERSATION_CHANGES_CHANNEL,
      LEAD_CHANGES_CHANNEL,
      INSTALLER_CHANGES_CHANNEL,
    ],
  });
  const sessionCache = new SessionCache(options.sessionCache);
  followSessionChanges(listener, sessionCache);
  // The same connection hears the chat changes that void remembered polls (issue 12)
  // and wake the live conversations and lists of leads (issue 13).
  followConversationChanges(listener, chatPolls);
  followConversationFeed(listener, conversationFeed);
  followLeadFeed(listener, leadFeed);
  // Installer changes, and leads entering or leaving APPROVED, void public answers (issue 25).
  followInstallerChanges(listener, publicAnswers);
  // The session changes end the live streams of that session or user, on every instance.
  followLiveAccess(listener, liveAccess);
  return {
    listener,
    sessionCache,
    chatPolls,
    publicAnswers,
    conversationFeed,
    leadFeed,
    liveAccess,
  };
}

/**
 * Runs the listener from the app's start until it closes. A write is answered only once
 * this process has heard what the write notified: the client's next request, here, finds
 * the session it just ended already forgotten. Losing the listening connection may mean
 * the database is gone: its readiness is checked again at once rather than at the next
 * tick of the background check.
 */
// Fastify runs a plugin by the promise it returns; async without await is that promise.
// eslint-disable-next-line @typescript-eslint/require-await
async function live(
  app: FastifyInstance,
  { updates, readiness }: { updates: LiveUpdates; readiness: DatabaseReadiness },
) {
  const { listener } = updates;
  if (listener === undefined) return;
  let lost = false;
  listener.onLost((error) => {
    lost = true;
    app.log.warn({ err: error }, "session changes unheard: reconnecting");
    void readiness.check();
  });
  listener.onConnected(() => {
    if (lost) app.log.info({}, "session changes heard again");
    lost = false;
  });
  app.addHook("onReady", () => listener.start());
  app.addHook("onClose", () => listener.close());
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (SAFE_METHODS.has(request.method)) return done(null, payload);
    listener.sync().then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });
}

export const livePlugin = fp(live, { name: "uplink-live" });
