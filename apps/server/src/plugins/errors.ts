import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { localizeMessage, messages } from "@uplink/domain";
import { localeOfRequest } from "./context";

/** The JSON every failure answers with: a code for programs, a sentence for people. */
export interface ErrorBody {
  code: string;
  message: string;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  408: "REQUEST_TIMEOUT",
  405: "METHOD_NOT_SUPPORTED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  503: "SERVICE_UNAVAILABLE",
};

/**
 * An error a hook throws to answer `statusCode` with its message (one of the catalogue's
 * sentences), through handleError; with `retryAfterSeconds`, a Retry-After header too.
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: 401 | 403 | 408 | 429 | 503,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "Refusal";
  }
}

function messageFor(error: FastifyError, status: number): string {
  if (error instanceof Refusal) return error.message;
  if (status === 413) return messages.server.payloadTooLarge;
  if (status === 429) return messages.server.rateLimited;
  if (status === 415) return messages.server.unsupportedMediaType;
  if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
    return messages.server.malformedJson;
  }
  if (status === 400) return messages.server.invalidInput;
  return error.message;
}

/**
 * One place turns every thrown error into `{ code, message }`; 5xx details stay in the log.
 * The message is in the request's language (the server writes it in English).
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600
      ? error.statusCode
      : 500;
  if (status >= 500 && !(error instanceof Refusal)) {
    request.log.error({ err: error }, "request failed");
    const body: ErrorBody = {
      code: "INTERNAL_SERVER_ERROR",
      message: localizeMessage(messages.server.internal, localeOfRequest(request).locale()),
    };
    return reply.status(500).send(body);
  }
  request.log.info({ code: error.code, status }, error.message);
  if (error instanceof Refusal && error.retryAfterSeconds !== undefined) {
    void reply.header("retry-after", String(error.retryAfterSeconds));
  }
  const body: ErrorBody = {
    code: CODE_BY_STATUS[status] ?? "BAD_REQUEST",
    message: localizeMessage(messageFor(error, status), localeOfRequest(request).locale()),
  };
  return reply.status(status).send(body);
}

export function routeNotFoundBody(): ErrorBody {
  return { code: "NOT_FOUND", message: messages.server.routeNotFound };
}

/** An error a hook throws to answer `status` with `message`, through handleError. */
export function refusal(status: 401 | 403, message: string): Error {
  return new Refusal(status, message);
}
