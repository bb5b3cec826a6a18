import type { FastifyReply, FastifyRequest } from "fastify";

/** Whether the request announced a body (a length above zero, or chunks). */
export function announcesBody(headers: FastifyRequest["headers"]): boolean {
  if (headers["transfer-encoding"] !== undefined) return true;
  const length = headers["content-length"];
  return length !== undefined && length !== "0";
}

/**
 * An onSend hook: an answer given before the request's body was read to its end (401 or
 * 403 to an unknown sender, 413, 415, 429…) closes the connection. The rest of the body
 * is then never read, nor left half-read on a keep-alive connection whose next request
 * would wait behind it for ever.
 */
export function closeUnreadConnections(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (announcesBody(request.headers) && !request.raw.readableEnded) {
    void reply.header("connection", "close");
  }
  done(null, payload);
}
