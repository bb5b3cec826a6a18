import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { redactSecretsInUrl } from "./security/password-in-url";
import { CONFIRM_PASSWORD_HEADER } from "./context";

/**
 * The request log: at LOG_LEVEL, to standard output unless a test reads it, with
 * credentials (bearer tokens, cookies, the re-entered password, secrets in the query)
 * never written.
 */
export function loggerOptions(
  config: Pick<Config, "logLevel">,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        `req.headers["${CONFIRM_PASSWORD_HEADER}"]`,
        'res.headers["set-cookie"]',
        "headers.authorization",
        "headers.cookie",
        `headers["${CONFIRM_PASSWORD_HEADER}"]`,
      ],
      censor: "[redacted]",
    },
    serializers: {
      // Fastify's own request serializer, with passwords cut out of the URL.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactSecretsInUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

/** X-Request-Id: accepted from a client or proxy when it looks like an id, else made here. */
export const REQUEST_ID_HEADER = "x-request-id";
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * A request's id: the caller's X-Request-Id when it is well formed, at most 128 letters,
 * digits, `.`, `_` and `-` (so a proxy's id follows the request through every log line),
 * else a new UUID. Anything else a client sends there never reaches the log. The one
 * rule for both Fastify (genReqId) and the answers from memory.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Returns each request's id in its answer, as X-Request-Id. */
// Fastify runs a plugin by the promise it returns; async without await is that promise.
// eslint-disable-next-line @typescript-eslint/require-await
async function requestIds(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

export const requestIdPlugin = fp(requestIds, { name: "uplink-request-ids" });
