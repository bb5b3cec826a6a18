import { tracked } from "@trpc/server";
import {
  CHAT_PAGE_SIZE,
  LIVE_STREAMS_PER_USER,
  said,
  type ConversationLiveInput,
  type ConversationMessage,
  type LeadStatus,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps, Context } from "../context";
import { requestLocaleOf } from "../i18n/request-locale";
import { SaidError } from "../said-error";
import {
  findConversationScope,
  mayReadConversation,
  readableConversation,
  type ConversationScope,
} from "./conversation-access";
import { listMessages } from "./conversation-messages";

/** One event of a live conversation. */
export type LiveConversationEvent =
  /**
   * The first event of every stream: the caller and the conversation are authorised and
   * its changes are being listened to. tRPC's own `connected` comes before the procedure
   * runs, so a refused stream is connected too; only this says the stream delivers.
   */
  | { type: "ready" }
  | { type: "message"; message: ConversationMessage }
  /** The lead's status or people changed: whatever shows the lead should read it again. */
  | { type: "lead"; leadId: string; status: LeadStatus };

/**
 * Opens the live conversation `id` for `viewer`: NOT_FOUND, before any event, for anyone
 * who may not read it (as for the poll); else its events (see streamConversation).
 */
export async function openLiveConversation(
  deps: ApiDeps & Partial<Pick<Context, "request">>,
  viewer: SessionUser,
  input: ConversationLiveInput,
  signal: AbortSignal | undefined,
) {
  const scope = await readableConversation(deps.db, viewer, { conversationId: input.id });
  return streamConversation(deps, viewer, scope, input, signal);
}

/**
 * `ready`, then the conversation's messages after `lastEventId`, then each new one as it is
 * written, for a viewer who may read the conversation. Each message is
 * a tracked event whose id is the message's id, so a client that reconnects resumes after
 * the last one it got. When the lead changes, an untracked `lead` event tells the client to
 * read it again; a viewer who may no longer read the conversation (a withdrawn installer)
 * is told NOT_FOUND and the stream ends. It ends too when the client goes.
 */
async function* streamConversation(
  deps: ApiDeps & Partial<Pick<Context, "request">>,
  viewer: SessionUser,
  scope: ConversationScope,
  { id, lastEventId }: ConversationLiveInput,
  signal: AbortSignal | undefined,
) {
  const stop = signal ?? new AbortController().signal;
  const feed = deps.conversationFeed;
  // Each open chat holds a connection: one person cannot hold the server's all.
  if (feed.watchingFor(viewer.id) >= LIVE_STREAMS_PER_USER) {
    throw new SaidError("TOO_MANY_REQUESTS", said.server.liveStreamsTooMany);
  }
  // SYSTEM lines in the viewer's language, as when the stream opened.
  const locale = requestLocaleOf({ user: viewer, request: deps.request });
  const watcher = feed.watch(id, scope.leadId, viewer.id);
  try {
    // Untracked, so a reconnect still resumes after the last message it got.
    yield { type: "ready" } as LiveConversationEvent;
    let cursor = lastEventId ?? undefined;
    let status = scope.status;
    let lookForMessages = true;
    while (!stop.aborted) {
      if (lookForMessages) {
        const page = await listMessages(deps.db, id, cursor, locale);
        for (const message of page) {
          cursor = message.id;
          yield tracked(message.id, { type: "message", message } satisfies LiveConversationEvent);
        }
        // A full page may have more behind it: read on before waiting.
        if (page.length === CHAT_PAGE_SIZE) continue;
      }
      const changes = await watcher.next(stop);
      lookForMessages = changes.messages;
      if (changes.lead) {
        const now = await findConversationScope(deps.db, { conversationId: id });
        if (!now || !mayReadConversation(viewer, now)) {
          // Thrown while streaming, past the procedure's error mapping: a tRPC error as is.
          throw new SaidError("NOT_FOUND", said.server.notFound);
        }
        if (now.status !== status) {
          status = now.status;
          yield { type: "lead", leadId: now.leadId, status } as LiveConversationEvent;
        }
        lookForMessages = true;
      }
    }
  } finally {
    watcher.stop();
  }
}
