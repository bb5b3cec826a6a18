import { ConcurrencyLimit, type Context } from "@uplink/api";
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
 * Photo bodies read at once. Each holds its text (a 10 MB photo is 13 MB of base64, held
 * as it came and again as parsed JSON) until its photos are checked one by one; four
 * read at once took the server's peak resident set from 193 MB to 372 MB. A body waits
 * for its turn unread: the sender's upload pauses in the connection's buffers.
 */
export const PHOTO_BODIES_AT_ONCE = 1;
/**
 * A body whose turn has come is read within this time or its connection is closed, so
 * that a sender trickling bytes cannot keep everyone else's photos waiting.
 */
export const PHOTO_BODY_READ_TIMEOUT_MS = 60_000;

/**
 * A photo body's text, 13 MB per 10 MB photo, lies in V8's old generation once parsed
 * and is freed only by a full collection, which V8 would otherwise put off until several
 * photos had piled up. Where the server runs with --expose-gc (node-flags.mjs) it
 * collects once a photo request has been answered: some 20-50 ms on a rare path.
 */
function collectPhotoGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/**
 * Waits until this request's photo body may be read; its turn ends when its answer has
 * been sent or its connection is gone. A sender who leaves while waiting leaves the line.
 */
async function takePhotoBodyTurn(
  photoBodies: ConcurrencyLimit,
  readTimeoutMs: number,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: RequestPayload,
): Promise<void> {
  const gone = new AbortController();
  const leave = () => gone.abort(new Error("the photo sender closed the connection"));
  reply.raw.once("close", leave);
  const release = await photoBodies.acquire(gone.signal);
  reply.raw.off("close", leave);
  const slow = setTimeout(() => request.raw.destroy(), readTimeoutMs);
  payload.once("end", () => clearTimeout(slow));
  reply.raw.once("close", () => {
    clearTimeout(slow);
    release();
    setImmediate(collectPhotoGarbage);
  });
  if (reply.raw.destroyed) {
    clearTimeout(slow);
    release();
  }
}

/**
 * A preParsing hook for the photo paths, which accept bodies of a hundred megabytes:
 * before such a body is read, the caller's session is resolved (the request's one
 * context, which the procedure then reuses) and an anonymous caller is refused with 401,
 * a caller of the wrong role with 403, without reading the body (closeUnreadConnections
 * then closes the connection). An accepted sender's body is then read when its turn
 * comes (takePhotoBodyTurn).
 */
export function refuseUnknownPhotoSenders(
  contextFor: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>,
  { readTimeoutMs = PHOTO_BODY_READ_TIMEOUT_MS }: { readTimeoutMs?: number } = {},
) {
  const photoBodies = new ConcurrencyLimit(PHOTO_BODIES_AT_ONCE);
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
    refusalOf(request, reply, senders)
      .then(async (refused) => {
        if (refused) return done(refused);
        await takePhotoBodyTurn(photoBodies, readTimeoutMs, request, reply, payload);
        done(null, payload);
      })
      .catch((error: unknown) => done(error as Error));
  };
}
