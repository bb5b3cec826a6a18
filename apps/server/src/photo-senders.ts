import type { Context } from "@uplink/api";
import { messages } from "@uplink/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { BODY_LIMIT_BYTES, photoSendersFor } from "./body-limit";
import { refusal } from "./errors";

/** A body larger than any other path accepts, or one whose length is not declared. */
function mayBeLarge(headers: FastifyRequest["headers"]): boolean {
  if (headers["transfer-encoding"] !== undefined) return true;
  const declared = Number(headers["content-length"]);
  return Number.isFinite(declared) && declared > BODY_LIMIT_BYTES;
}

/**
 * A preParsing hook for the photo paths, which accept bodies of a hundred megabytes:
 * before such a body is read, the caller's session is resolved (the request's one
 * context, which the procedure then reuses) and an anonymous caller is refused with 401,
 * a caller of the wrong role with 403, without reading the body (closeUnreadConnections
 * then closes the connection).
 */
export function refuseUnknownPhotoSenders(
  contextFor: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>,
) {
  return async function refuseUnknownPhotoSender(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: NodeJS.ReadableStream,
  ): Promise<NodeJS.ReadableStream> {
    const senders = photoSendersFor(request.method, request.url);
    if (senders === undefined || !mayBeLarge(request.headers)) return payload;
    const { user, sessionId } = await contextFor(request, reply);
    if (!user || !sessionId) throw refusal(401, messages.server.notSignedIn);
    if (!senders.some((sender) => sender === "anyone signed in" || sender === user.role)) {
      throw refusal(403, messages.server.forbidden);
    }
    return payload;
  };
}
