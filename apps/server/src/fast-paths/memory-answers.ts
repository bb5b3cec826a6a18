import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyServerFactory, FastifyServerOptions } from "fastify";
import {
  readSessionToken,
  SESSION_COOKIE_NAME,
  type ChatPollMemo,
  type DatabaseReadiness,
  type PublicAnswerMemo,
  type SessionCache,
} from "@uplink/api/server";
import type { ApiLimit } from "../plugins/limits/api-limit";
import { announcesBody } from "../plugins/limits/early-answer";
import { requestIdOf, REQUEST_ID_HEADER } from "../plugins/logging";
import type { AppMetrics } from "../plugins/metrics";
import { HEALTH_PATH, HEALTHY_BODY, HEALTHY_HEADERS, healthyNow } from "./health";
import { rememberedPublicAnswer } from "./public-installers";
import { rememberedUnchangedPoll } from "./unchanged-poll";

export interface MemoryAnswerSources {
  /** The background check of the database: liveness is answered while it holds. */
  readiness: DatabaseReadiness;
  /** Sessions heard of in the last seconds; without it, nothing is signed in from memory. */
  sessions?: SessionCache;
  /** The ETags of the chat polls answered since their conversation last changed. */
  chatPolls: ChatPollMemo;
  /** The public installer answers given since their installers last changed (issue 25). */
  publicAnswers: PublicAnswerMemo;
  /** The headers of every data answer (security-headers.ts). */
  apiHeaders: Readonly<Record<string, string>>;
  metrics: AppMetrics;
  log: FastifyBaseLogger;
  /** The per-address API limit, which every answer from memory counts against. */
  apiLimit: () => ApiLimit | undefined;
}

/** The levels at which Fastify logs every request. */
const LOGS_REQUESTS = new Set(["info", "debug", "trace"]);

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
 * The answers the server gives most often and can give without any work (issue 12),
 * written before a request reaches Fastify's routing and hooks: `GET /api/health` while
 * the background check holds, the 304 of a chat poll that memory knows for sure has
 * not changed — its session in the session cache and its ETag in the poll memo, both
 * voided by the database's notifications — and a public installer profile or directory
 * page Fastify gave before, while no installer change voided it (issue 25). Each answer carries X-Request-Id, is counted
 * in /metrics and logged at info like any request; health's 200 the data answers'
 * security headers, the 304 its ETag and Cache-Control only (RFC 9110 §15.4.5: the
 * cached 200 keeps the headers that guard its body; five more headers made an unchanged
 * poll a third slower for its client).
 *
 * What each answer is — health's body, whether a poll is unchanged, its ETag and headers —
 * is decided in health.ts and unchanged-poll.ts, which Fastify's own path asks too; this
 * module only gives those answers early.
 *
 * Anything else, or anything in doubt (a body, a query other than the cursor, a session
 * or poll memory does not know, a database not ready), returns false and goes through
 * Fastify as before. Each answer is counted against the per-address API limit like a
 * call through Fastify (the same counter: in memory, or the one Redis round trip Fastify
 * makes too), without a query; past the limit, the request goes on to Fastify, which
 * refuses it with 429.
 */
export function memoryAnswers(sources: MemoryAnswerSources) {
  const { readiness, sessions, chatPolls, publicAnswers, apiHeaders, metrics, log, apiLimit } =
    sources;

  function finish(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    route: string,
    headers: Record<string, string>,
    body: string | Buffer | undefined,
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

  /** The sender of a request, when the session cache knows its session. */
  function senderOf(request: IncomingMessage) {
    if (sessions === undefined) return undefined;
    const token = readSessionToken(
      request.headers.authorization,
      sessionCookieOf(request.headers.cookie),
    );
    return token === null ? undefined : sessions.peek(token)?.user;
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
    if (url === HEALTH_PATH) {
      if (healthyNow(readiness) === undefined) return false;
      return counted(request, response, passOn, () =>
        finish(request, response, 200, HEALTH_PATH, HEALTHY_HEADERS, HEALTHY_BODY, startedAt),
      );
    }
    if (url.startsWith("/api/installers")) {
      const remembered = rememberedPublicAnswer(publicAnswers, url, request.headers);
      if (remembered === undefined) return false;
      return counted(request, response, passOn, () =>
        finish(
          request,
          response,
          200,
          remembered.route,
          remembered.headers,
          remembered.body,
          startedAt,
        ),
      );
    }
    if (!url.startsWith("/api/conversation/") && !url.startsWith("/api/leads/")) return false;
    const unchanged = rememberedUnchangedPoll(
      chatPolls,
      url,
      request.headers["if-none-match"],
      request.headers["accept-language"],
      () => senderOf(request),
    );
    if (unchanged === undefined) return false;
    return counted(request, response, passOn, () =>
      finish(request, response, 304, unchanged.route, unchanged.headers, undefined, startedAt),
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
