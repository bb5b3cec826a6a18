import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  conversationEtag,
  conversationPollState,
  type ApiDeps,
  type ChatPollMemo,
  type Context,
  type ConversationPollState,
} from "@uplink/api/server";
import {
  isUnchanged,
  pollHeaders,
  pollMemoKey,
  pollEtag,
  pollLocale,
  pollOf,
  type Poll,
} from "../../fast-paths/unchanged-poll";

/**
 * Cheap chat polling on the REST surface (SPEC §9: every 5 seconds). Before a poll of
 * GET /api/conversation/{id} or GET /api/leads/{id}/messages reaches its procedure, one
 * indexed lookup gives the conversation's ETag (readers only): a matching If-None-Match
 * answers 304 at once, without reading a message; otherwise the answer carries it
 * (fast-paths/unchanged-poll.ts decides which headers, and whether it is unchanged). A
 * plain hook, because trpc-to-openapi answers every procedure with 200 and JSON.
 *
 * With `memo` (issue 12), a poll asked again while nothing it depends on has changed
 * gets its ETag from memory: an unchanged poll with a cached session touches no database.
 * A poll is remembered once it was answered (200 or 304), never when refused.
 */
export function registerConversationPolling(
  app: FastifyInstance,
  deps: ApiDeps,
  memo?: ChatPollMemo,
): void {
  const etags = new WeakSet<FastifyRequest>();
  /** A poll's state read from the database, remembered once its answer is a 200 or a 304. */
  const toRemember = new WeakMap<
    FastifyRequest,
    { key: string; state: ConversationPollState; readAt: number }
  >();

  /** The poll's current ETag: from memory when it is known for sure, else from the database. */
  async function currentEtag(
    request: FastifyRequest,
    user: Context["user"],
    poll: Poll,
  ): Promise<string | null> {
    if (!memo || !user) return conversationEtag(deps, user, poll.target, poll.after);
    const key = pollMemoKey(user, poll);
    const remembered = memo.etag(key);
    if (remembered !== undefined) return remembered;
    const readAt = memo.changeCount;
    const state = await conversationPollState(deps, user, poll.target, poll.after);
    if (state === null) return null;
    toRemember.set(request, { key, state, readAt });
    return state.etag;
  }

  /** Answers 304 when the client's ETag is current; says whether it answered. */
  async function answeredFromEtag(
    request: FastifyRequest,
    reply: FastifyReply,
    poll: Poll,
  ): Promise<boolean> {
    const session = await request.apiSession();
    const user = session?.user ?? null;
    const messagesEtag = await currentEtag(request, user, poll);
    if (messagesEtag === null || user === null) return false;
    // The answer's SYSTEM lines are in the reader's language: so is its ETag.
    const etag = pollEtag(messagesEtag, pollLocale(user, request.headers["accept-language"]));
    etags.add(request);
    void reply.headers(pollHeaders(etag));
    if (!isUnchanged(request.headers["if-none-match"], etag)) return false;
    void reply.code(304).send();
    return true;
  }

  app.addHook("onRequest", (request, reply, done) => {
    const poll = request.method === "GET" ? pollOf(request.url) : null;
    if (poll === null) return done();
    answeredFromEtag(request, reply, poll).then(
      (answered) => {
        if (!answered) done();
      },
      (error: unknown) => done(error as Error),
    );
  });

  // A poll refused after all (e.g. a cursor of another conversation) has nothing to cache,
  // and is not remembered: only what was answered is (one user's refused polls would
  // otherwise push everyone else's out of memory).
  app.addHook("onSend", (request, reply, payload, done) => {
    const answered = reply.statusCode === 200 || reply.statusCode === 304;
    if (!answered && etags.has(request)) reply.removeHeader("etag");
    const read = toRemember.get(request);
    if (answered && read !== undefined) memo?.remember(read.key, read.state, read.readAt);
    done(null, payload);
  });
}
