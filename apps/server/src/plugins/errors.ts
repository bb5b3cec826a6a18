import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { inEnglish, said, translate, verbatim, type Message } from "@uplink/domain";
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
 * An error a hook throws to answer `statusCode` with what it says (a message of the
 * catalogue, by key: translated for the request's reader in handleError; its English is
 * the error's message, for the log); with `retryAfterSeconds`, a Retry-After header too.
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 408 | 413 | 415 | 429 | 503,
    readonly said: Message,
    readonly retryAfterSeconds?: number,
  ) {
    super(inEnglish(said));
    this.name = "Refusal";
  }
}

function messageFor(error: FastifyError, status: number): Message {
  if (error instanceof Refusal) return error.said;
  if (status === 413) return said.server.payloadTooLarge;
  if (status === 429) return said.server.rateLimited;
  if (status === 415) return said.server.unsupportedMediaType;
  if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
    return said.server.malformedJson;
  }
  if (status === 400) return said.server.invalidInput;
  return verbatim(error.message);
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
      message: translate(said.server.internal, localeOfRequest(request).locale()),
    };
    return reply.status(500).send(body);
  }
  request.log.info({ code: error.code, status }, error.message);
  if (error instanceof Refusal && error.retryAfterSeconds !== undefined) {
    void reply.header("retry-after", String(error.retryAfterSeconds));
  }
  const body: ErrorBody = {
    code: CODE_BY_STATUS[status] ?? "BAD_REQUEST",
    message: translate(messageFor(error, status), localeOfRequest(request).locale()),
  };
  return reply.status(status).send(body);
}

/** A refusal's body saying `message`, in the request's language (see localeOfRequest). */
export function refusalBody(request: FastifyRequest, code: string, message: Message): ErrorBody {
  return { code, message: translate(message, localeOfRequest(request).locale()) };
}

export function routeNotFoundBody(request: FastifyRequest): ErrorBody {
  return refusalBody(request, "NOT_FOUND", said.server.routeNotFound);
}

/** An error a hook throws to answer `status` saying `message`, through handleError. */
export function refusal(status: 401 | 403, message: Message): Error {
  return new Refusal(status, message);
}
