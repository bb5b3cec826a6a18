import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  conversationEtag,
  conversationPollState,
  etagMatches,
  type ApiDeps,
  type ChatPollMemo,
  type Context,
  type ConversationPollState,
} from "@uplink/api/server";

type PollTarget = { conversationId: string } | { leadId: string };

const POLLED_PATHS: { path: RegExp; target: (id: string) => PollTarget }[] = [
  { path: /^\/api\/conversation\/([^/]+)$/, target: (id) => ({ conversationId: id }) },
  { path: /^\/api\/leads\/([^/]+)\/messages$/, target: (id) => ({ leadId: id }) },
];

/** Which conversation a GET polls, and from which cursor; null for every other request. */
export function pollOf(url: string): { target: PollTarget; after?: string } | null {
  if (!url.startsWith("/api/conversation/") && !url.startsWith("/api/leads/")) return null;
  const queryStart = url.indexOf("?");
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  for (const { path, target } of POLLED_PATHS) {
    const id = path.exec(pathname)?.[1];
    if (id === undefined) continue;
    const after =
      queryStart < 0
        ? undefined
        : (new URLSearchParams(url.slice(queryStart + 1)).get("after") ?? undefined);
    return { target: target(decodedOrAsIs(id)), ...(after === undefined ? {} : { after }) };
  }
  return null;
}

/** A poll's route as Fastify, and so /metrics, names it. */
export function pollRoute(poll: NonNullable<ReturnType<typeof pollOf>>): string {
  return "conversationId" in poll.target ? "/api/conversation/:id" : "/api/leads/:id/messages";
}

/** What a poll is remembered by: who asks matters (their role too: an administrator reads every chat). */
export function pollMemoKey(
  user: { id: string; role: string },
  poll: NonNullable<ReturnType<typeof pollOf>>,
): string {
  return `${user.id}|${user.role}|${JSON.stringify(poll.target)}|${poll.after ?? ""}`;
}

/** A malformed escape names no conversation; the procedure answers it. */
function decodedOrAsIs(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Cheap chat polling on the REST surface (SPEC §9: every 5 seconds). Before a poll of
 * GET /api/conversation/{id} or GET /api/leads/{id}/messages reaches its procedure, one
 * indexed lookup gives the conversation's ETag (readers only): a matching If-None-Match
 * answers 304 at once, without reading a message; otherwise the answer carries it. A
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
    poll: NonNullable<ReturnType<typeof pollOf>>,
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
    poll: NonNullable<ReturnType<typeof pollOf>>,
  ): Promise<boolean> {
    const session = await request.apiSession();
    const etag = await currentEtag(request, session?.user ?? null, poll);
    if (etag === null) return false;
    etags.add(request);
    void reply.header("etag", etag).header("cache-control", "private, no-cache");
    if (!etagMatches(request.headers["if-none-match"], etag)) return false;
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
