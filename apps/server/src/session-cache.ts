import type { FastifyInstance } from "fastify";
import {
  CONVERSATION_CHANGES_CHANNEL,
  followConversationChanges,
  followConversationFeed,
  followLiveAccess,
  followLeadFeed,
  LEAD_CHANGES_CHANNEL,
  followSessionChanges,
  SESSION_CHANGES_CHANNEL,
  SessionCache,
  type ChatPollMemo,
  type ConversationFeed,
  type LeadFeed,
  type LiveAccess,
  type DatabaseReadiness,
  type SessionCacheOptions,
} from "@uplink/api/server";
import { NotificationListener } from "@uplink/db";

/** Methods that change nothing: their answers need not wait for notifications. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Session lookups kept in memory for a few seconds, and forgotten at once when the
 * database notifies a change, whichever instance of the app made it: one connection per
 * process listens for the notifications from the app's start until it closes. Without a
 * database URL to listen with, there is no cache and every request asks the database.
 *
 * A write is answered only once this process has heard what the write notified: the
 * client's next request, here, finds the session it just ended already forgotten.
 * Losing the listening connection may mean the database is gone: its readiness is
 * checked again at once rather than at the next tick of the background check.
 */
export function cacheSessions(
  app: FastifyInstance,
  databaseUrl: string | undefined,
  readiness: DatabaseReadiness,
  live: {
    chatPolls?: ChatPollMemo;
    conversations?: ConversationFeed;
    leads?: LeadFeed;
    access?: LiveAccess;
  } = {},
  options?: SessionCacheOptions,
): SessionCache | undefined {
  if (databaseUrl === undefined) return undefined;
  const listener = new NotificationListener(databaseUrl, {
    channels: [SESSION_CHANGES_CHANNEL, CONVERSATION_CHANGES_CHANNEL, LEAD_CHANGES_CHANNEL],
  });
  const cache = new SessionCache(options);
  followSessionChanges(listener, cache);
  // The same connection hears the chat changes that void remembered polls (issue 12)
  // and wake the live conversations and lists of leads (issue 13).
  if (live.chatPolls) followConversationChanges(listener, live.chatPolls);
  if (live.conversations) followConversationFeed(listener, live.conversations);
  if (live.leads) followLeadFeed(listener, live.leads);
  // The session changes end the live streams of that session or user, on every instance.
  if (live.access) followLiveAccess(listener, live.access);
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
  return cache;
}
