import type { FastifyReply, FastifyRequest } from "fastify";

/** What trpc-to-openapi puts in the body of every REST input validation failure. */
const GENERIC_VALIDATION_MESSAGE = "Input validation failed";

interface ValidationBody {
  message?: unknown;
  issues?: { message?: unknown }[];
}

/**
 * trpc-to-openapi answers invalid REST input with a generic message and the field
 * issues. This onSend hook gives the body the first field's message instead, as the
 * tRPC surface does, so a client can show it as it is.
 */
export function fieldMessageOnValidationFailure(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  done(null, reply.statusCode === 400 ? fieldMessageOf(payload) : payload);
}

function fieldMessageOf(payload: unknown): unknown {
  if (typeof payload !== "string") return payload;
  let body: ValidationBody;
  try {
    body = JSON.parse(payload) as ValidationBody;
  } catch {
    return payload;
  }
  const first = body.issues?.[0]?.message;
  if (body.message !== GENERIC_VALIDATION_MESSAGE || typeof first !== "string") return payload;
  return JSON.stringify({ ...body, message: first });
}
