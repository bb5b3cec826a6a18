import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { inLocaleScope } from "@uplink/api";
import { messages } from "@uplink/domain";

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
  405: "METHOD_NOT_SUPPORTED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
};

function messageFor(error: FastifyError, status: number): string {
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
 * The message is in the request's language, whatever async context the error came from
 * (a body that failed to parse, say).
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const scope = request.localeScope;
  return scope
    ? inLocaleScope(scope, () => answerError(error, request, reply))
    : answerError(error, request, reply);
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600
      ? error.statusCode
      : 500;
  if (status >= 500) {
    request.log.error({ err: error }, "request failed");
    const body: ErrorBody = { code: "INTERNAL_SERVER_ERROR", message: messages.server.internal };
    return reply.status(500).send(body);
  }
  request.log.info({ code: error.code, status }, error.message);
  const body: ErrorBody = {
    code: CODE_BY_STATUS[status] ?? "BAD_REQUEST",
    message: messageFor(error, status),
  };
  return reply.status(status).send(body);
}

export function routeNotFoundBody(): ErrorBody {
  return { code: "NOT_FOUND", message: messages.server.routeNotFound };
}

/** An error a hook throws to answer `status` with `message`, through handleError. */
export function refusal(status: 401 | 403, message: string): Error {
  return Object.assign(new Error(message), { statusCode: status });
}
