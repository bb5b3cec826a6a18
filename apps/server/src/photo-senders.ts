import type { Context } from "@uplink/api";
import { messages } from "@uplink/domain";
import type { FastifyReply, FastifyRequest, RequestPayload } from "fastify";
import { BODY_LIMIT_BYTES, photoSendersFor, type PhotoSenders } from "./body-limit";
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
  async function refusalOf(
    request: FastifyRequest,
    reply: FastifyReply,
    senders: readonly PhotoSenders[],
  ): Promise<Error | undefined> {
    const { user, sessionId } = await contextFor(request, reply);
    if (!user || !sessionId) return refusal(401, messages.server.notSignedIn);
    if (!senders.some((sender) => sender === "anyone signed in" || sender === user.role)) {
      return refusal(403, messages.server.forbidden);
    }
    return undefined;
  }
  return function refuseUnknownPhotoSender(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: RequestPayload,
    done: (error: Error | null, payload?: RequestPayload) => void,
  ): void {
    const senders = mayBeLarge(request.headers)
      ? photoSendersFor(request.method, request.url)
      : undefined;
    if (senders === undefined) return done(null, payload);
    refusalOf(request, reply, senders).then(
      (refused) => (refused ? done(refused) : done(null, payload)),
      (error: unknown) => done(error as Error),
    );
  };
}
