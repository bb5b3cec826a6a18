import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyServerFactory, FastifyServerOptions } from "fastify";
import {
  etagMatches,
  readSessionToken,
  SESSION_COOKIE_NAME,
  type ChatPollMemo,
  type DatabaseReadiness,
  type SessionCache,
} from "@uplink/api/server";
import type { ApiLimit } from "./api-limit";
import { announcesBody } from "./early-answer";
import { requestIdOf, REQUEST_ID_HEADER } from "./plugins/logging";
import type { AppMetrics } from "./plugins/metrics";
import { pollMemoKey, pollOf, pollRoute } from "./routes/conversation-polling";

export interface MemoryAnswerSources {
  /** The background check of the database: liveness is answered while it holds. */
  readiness: DatabaseReadiness;
  /** Sessions heard of in the last seconds; without it, nothing is signed in from memory. */
  sessions?: SessionCache;
  /** The ETags of the chat polls answered since their conversation last changed. */
  chatPolls: ChatPollMemo;
  /** The headers of every data answer (security-headers.ts). */
  apiHeaders: Readonly<Record<string, string>>;
  metrics: AppMetrics;
  log: FastifyBaseLogger;
  /** The per-address API limit, which every answer from memory counts against. */
  apiLimit: () => ApiLimit | undefined;
}

/** The levels at which Fastify logs every request. */
const LOGS_REQUESTS = new Set(["info", "debug", "trace"]);
const HEALTHY_BODY = JSON.stringify({ status: "ok" });
const HEALTH_ROUTE = "/api/health";
/** A poll's query as the web and the documentation send it: at most its cursor. */
const PLAIN_POLL_QUERY = /^after=[A-Za-z0-9-]{1,64}$/;

/** The session cookie's value, when the Cookie header carries it plainly (nothing escaped). */
function sessionCookieOf(header: string | undefined): string | undefined {
  if (header === undefined || header.length > 8192) return undefined;
  const name = `${SESSION_COOKIE_NAME}=`;
  let start = header.startsWith(name) ? 0 : header.indexOf(`; ${name}`);
  if (start < 0) return undefined;
  if (start > 0) start += 2;
  const end = header.indexOf(";", start);
  const value = header.slice(start + name.length, end < 0 ? undefined : end).trim();
  return value === "" || value.includes("%") || value.includes('"') ? undefined : value;
}

/**
 * The two answers the server gives most often and can give without any work (issue 12),
 * written before a request reaches Fastify's routing and hooks: `GET /api/health` while
 * the background check holds, and the 304 of a chat poll that memory knows for sure has
 * not changed — its session in the session cache and its ETag in the poll memo, both
 * voided by the database's notifications. Each answer carries X-Request-Id, is counted
 * in /metrics and logged at info like any request; health's 200 the data answers'
 * security headers, the 304 its ETag and Cache-Control only (RFC 9110 §15.4.5: the
 * cached 200 keeps the headers that guard its body; five more headers made an unchanged
 * poll a third slower for its client).
 *
 * Anything else, or anything in doubt (a body, a query other than the cursor, a session
 * or poll memory does not know, a database not ready), returns false and goes through
 * Fastify as before. Each answer is counted against the per-address API limit like a
 * call through Fastify (the same counter: in memory, or the one Redis round trip Fastify
 * makes too), without a query; past the limit, the request goes on to Fastify, which
 * refuses it with 429.
 */
export function memoryAnswers(sources: MemoryAnswerSources) {
  const { readiness, sessions, chatPolls, apiHeaders, metrics, log, apiLimit } = sources;

  function finish(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    route: string,
    headers: Record<string, string>,
    body: string | undefined,
    startedAt: number,
  ): true {
    const requestId = requestIdOf(request);
    response.writeHead(
      status,
      // A 304 sends no representation: the cached 200 keeps the headers that guard it.
      status === 304
        ? { [REQUEST_ID_HEADER]: requestId, ...headers }
        : { ...apiHeaders, [REQUEST_ID_HEADER]: requestId, ...headers },
    );
    response.end(body);
    const seconds = (performance.now() - startedAt) / 1000;
    metrics.observe("GET", route, status, seconds);
    if (LOGS_REQUESTS.has(log.level)) {
      log.info(
        {
          reqId: requestId,
          method: "GET",
          url: request.url,
          statusCode: status,
          responseTime: seconds * 1000,
        },
        "request completed from memory",
      );
    }
    return true;
  }

  /** The ETag and route of a poll memory knows to be unchanged for its sender. */
  function unchangedPoll(
    request: IncomingMessage,
    url: string,
  ): { etag: string; route: string } | undefined {
    const ifNoneMatch = request.headers["if-none-match"];
    if (ifNoneMatch === undefined || sessions === undefined) return undefined;
    const queryStart = url.indexOf("?");
    if (queryStart >= 0 && !PLAIN_POLL_QUERY.test(url.slice(queryStart + 1))) return undefined;
    const poll = pollOf(url);
    if (poll === null) return undefined;
    const token = readSessionToken(
      request.headers.authorization,
      sessionCookieOf(request.headers.cookie),
    );
    const session = token === null ? undefined : sessions.peek(token);
    if (session === undefined) return undefined;
    const etag = chatPolls.etag(pollMemoKey(session.user, poll));
    if (etag === undefined || !etagMatches(ifNoneMatch, etag)) return undefined;
    return { etag, route: pollRoute(poll) };
  }

  /**
   * Counts the answer against the per-address limit, then gives it, or past the limit
   * hands the request to Fastify (`passOn`) for its 429.
   */
  function counted(
    request: IncomingMessage,
    response: ServerResponse,
    passOn: () => void,
    answer: (request: IncomingMessage, response: ServerResponse) => void,
  ): true {
    const limit = apiLimit();
    if (limit === undefined) {
      answer(request, response);
      return true;
    }
    limit.count(request, (exceeded) => {
      if (exceeded) passOn();
      else answer(request, response);
    });
    return true;
  }

  /**
   * Answers the request from memory when it can; says whether it took the request (it
   * may still hand it to Fastify through `passOn`, once it has counted it).
   */
  return function answeredFromMemory(
    request: IncomingMessage,
    response: ServerResponse,
    passOn: () => void,
  ): boolean {
    const url = request.url;
    if (request.method !== "GET" || url === undefined || announcesBody(request.headers)) {
      return false;
    }
    const startedAt = performance.now();
    if (url === HEALTH_ROUTE) {
      if (!readiness.ready) return false;
      return counted(request, response, passOn, () =>
        finish(
          request,
          response,
          200,
          HEALTH_ROUTE,
          {
            "content-type": "application/json; charset=utf-8",
            "content-length": String(HEALTHY_BODY.length),
          },
          HEALTHY_BODY,
          startedAt,
        ),
      );
    }
    if (!url.startsWith("/api/conversation/") && !url.startsWith("/api/leads/")) return false;
    const unchanged = unchangedPoll(request, url);
    if (unchanged === undefined) return false;
    return counted(request, response, passOn, () =>
      finish(
        request,
        response,
        304,
        unchanged.route,
        { etag: unchanged.etag, "cache-control": "private, no-cache" },
        undefined,
        startedAt,
      ),
    );
  };
}

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify would make (with its timeouts),
 * whose requests are first offered to `answeredFromMemory`. `app.inject` does not pass
 * through it; tests of these answers use a listening server.
 */
export function serverAnsweringFromMemory(
  answeredFromMemory: () =>
    ((request: IncomingMessage, response: ServerResponse, passOn: () => void) => boolean) | null,
): FastifyServerFactory {
  return (handler, options: FastifyServerOptions): Server => {
    const server = createServer((request, response) => {
      const answer = answeredFromMemory();
      const passOn = () => handler(request, response);
      if (answer === null || !answer(request, response, passOn)) passOn();
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
