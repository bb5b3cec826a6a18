import type { Socket } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Whether the request announced a body (a length above zero, or chunks). */
export function announcesBody(headers: FastifyRequest["headers"]): boolean {
  if (headers["transfer-encoding"] !== undefined) return true;
  const length = headers["content-length"];
  return length !== undefined && length !== "0";
}

/**
 * How long a connection answered before its body was read stays half open: the answer
 * and the end of the stream are sent, and what the client still sends is read and thrown
 * away, until the client closes its side or this time has passed.
 */
export const LINGERING_CLOSE_MS = 2_000;

/**
 * Closes the connection once its answer is sent the way a client can rely on: closing a
 * socket whose incoming data is unread makes the kernel reset the connection, and a
 * client still sending its body may then lose the answer before it has read it (a 413
 * seen as no answer at all). Node's server calls destroySoon after the last answer on a
 * connection; this socket's instead ends its side and keeps reading, throwing the rest
 * of the body away, until the client closes its side or LINGERING_CLOSE_MS has passed.
 */
function closeWhenAnswerIsRead(request: FastifyRequest, socket: Socket): void {
  socket.destroySoon = () => {
    const deadline = setTimeout(() => socket.destroy(), LINGERING_CLOSE_MS);
    socket.once("close", () => clearTimeout(deadline));
    // Read on, through the request, whose data nobody uses any more.
    request.raw.removeAllListeners("data");
    request.raw.resume();
    socket.end();
  };
}

/**
 * An onSend hook: an answer given before the request's body was read to its end (401 or
 * 403 to an unknown sender, 408, 413, 415, 429…) closes the connection. The rest of the
 * body is then never read, nor left half-read on a keep-alive connection whose next
 * request would wait behind it for ever; the client reads the answer before the
 * connection closes (closeWhenAnswerIsRead).
 */
export function closeUnreadConnections(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (announcesBody(request.headers) && !request.raw.readableEnded) {
    void reply.header("connection", "close");
    closeWhenAnswerIsRead(request, request.raw.socket);
  }
  done(null, payload);
}
