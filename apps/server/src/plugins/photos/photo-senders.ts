import { Transform } from "node:stream";
import { ConcurrencyLimit, TooManyRequests, type Context } from "@uplink/api/server";
import { said } from "@uplink/domain";
import type { FastifyReply, FastifyRequest, RequestPayload } from "fastify";
import { BODY_LIMIT_BYTES, photoUploadFor, type PhotoSenders } from "../limits/body-limit";
import { Refusal, refusal } from "../errors";
import { collectPhotoGarbage } from "./photo-garbage";

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

/** How the line of photo bodies is kept moving, and kept short. */
export interface PhotoBodyLimits {
  /**
   * A body whose turn has come is read within this time, whatever its rate, or it is cut
   * off with 408.
   */
  readTimeoutMs: number;
  /**
   * From this long after its turn came, a body that has arrived slower on average than
   * minBytesPerSecond is cut off with 408: a sender trickling bytes holds the line for
   * about this long at most.
   */
  graceMs: number;
  minBytesPerSecond: number;
  /** Bodies that may wait for their turn; one more is refused with 503 and Retry-After. */
  queueLimit: number;
  /**
   * The Retry-After of a body refused because the line is full (503), or because its
   * sender or its client address has a body in the line already (429).
   */
  retryAfterSeconds: number;
}

export const DEFAULT_PHOTO_BODY_LIMITS: PhotoBodyLimits = {
  readTimeoutMs: 60_000,
  graceMs: 5_000,
  minBytesPerSecond: 64 * 1024,
  queueLimit: 20,
  retryAfterSeconds: 10,
};

/** How often, after the grace, a body's average rate is looked at. */
const RATE_CHECK_INTERVAL_MS = 1_000;

/**
 * The body of a request whose turn has come, cut off with 408 once it arrives too slowly:
 * below minBytesPerSecond on average from graceMs on, or not whole after readTimeoutMs.
 * The pace is no longer watched once the body has arrived or the request is answered (a
 * 415 answers without reading it at all).
 */
function paced(
  payload: RequestPayload,
  reply: FastifyReply,
  limits: PhotoBodyLimits,
): RequestPayload {
  const started = Date.now();
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback(null, chunk);
    },
  });
  // Fastify listens for the body's errors while it reads it; a body no one reads any
  // more (its request already answered) has no one to tell, and must not throw.
  counted.on("error", () => {});
  const cut = () => counted.destroy(new Refusal(408, said.server.uploadTooSlow));
  const checkRate = () => {
    const seconds = (Date.now() - started) / 1000;
    if (received < limits.minBytesPerSecond * seconds) cut();
    else rateCheck = setTimeout(checkRate, RATE_CHECK_INTERVAL_MS);
  };
  let rateCheck = setTimeout(checkRate, limits.graceMs);
  const deadline = setTimeout(cut, limits.readTimeoutMs);
  const stop = () => {
    clearTimeout(rateCheck);
    clearTimeout(deadline);
  };
  counted.once("end", stop);
  counted.once("close", stop);
  reply.raw.once("close", stop);
  if (reply.raw.destroyed) stop();
  payload.pipe(counted);
  payload.on("error", (error: Error) => counted.destroy(error));
  return counted;
}

/**
 * The line of photo bodies: PHOTO_BODIES_AT_ONCE read at once, first come first served,
 * at most queueLimit waiting, and at most one body, waiting or being read, per user and
 * per client address (but for addresses in RATE_LIMIT_ALLOWLIST), so that no one sender
 * can hold everyone else's photos behind a row of its own.
 */
class PhotoBodyLine {
  readonly #bodies = new ConcurrencyLimit(PHOTO_BODIES_AT_ONCE);
  readonly #senders = new Set<string>();
  /** Bodies that joined the line and are not read yet (nor gone). */
  #waiting = 0;

  constructor(
    private readonly limits: PhotoBodyLimits,
    private readonly isAllowlisted: (ip: string) => boolean,
  ) {}

  /**
   * Takes this request's place in the line, or refuses it (429 for a sender already in
   * it, 503 for a full line). The place is left when the answer has been sent or the
   * connection is gone; its `leave` gives it up before then.
   */
  join(request: FastifyRequest, reply: FastifyReply, userId: string): PlaceInLine {
    const keys = this.isAllowlisted(request.ip) ? [] : [`user ${userId}`, `address ${request.ip}`];
    if (keys.some((key) => this.#senders.has(key))) {
      throw new Refusal(429, said.server.photoUploadInProgress, this.limits.retryAfterSeconds);
    }
    if (this.#waiting >= this.limits.queueLimit) {
      throw new Refusal(503, said.server.overloaded, this.limits.retryAfterSeconds);
    }
    for (const key of keys) this.#senders.add(key);
    this.#waiting += 1;
    let waiting = true;
    const stopWaiting = () => {
      if (!waiting) return;
      waiting = false;
      this.#waiting -= 1;
    };
    const leave = () => {
      stopWaiting();
      for (const key of keys) this.#senders.delete(key);
    };
    // A sender who left while its session was looked up has left the line already.
    if (reply.raw.destroyed) leave();
    else reply.raw.once("close", leave);
    return { leave, stopWaiting };
  }

  /**
   * Waits until this request's photo body may be read, then answers the body to read
   * (paced); the turn ends when the answer has been sent or the connection is gone. A
   * sender who leaves while waiting leaves the line.
   */
  async turn(
    place: PlaceInLine,
    reply: FastifyReply,
    payload: RequestPayload,
  ): Promise<RequestPayload> {
    const gone = new AbortController();
    const leave = () => gone.abort(new Error("the photo sender closed the connection"));
    if (reply.raw.destroyed) leave();
    else reply.raw.once("close", leave);
    const release = await this.#bodies.acquire(gone.signal);
    place.stopWaiting();
    reply.raw.off("close", leave);
    reply.raw.once("close", () => {
      release();
      setImmediate(collectPhotoGarbage);
    });
    if (reply.raw.destroyed) release();
    return paced(payload, reply, this.limits);
  }
}

/** A request's place in the line of photo bodies. */
interface PlaceInLine {
  /** Gives the place up: the sender may send another body. */
  leave: () => void;
  /** Its body is being read: no longer counted among those waiting. */
  stopWaiting: () => void;
}

/** Counts a body's photo checks before it waits, refusing with 429 past the limit. */
async function countChecksAhead(context: Context, userId: string, checks: number) {
  try {
    await context.photoChecks?.countAhead(context.rateLimiter, userId, checks);
  } catch (error) {
    if (!(error instanceof TooManyRequests)) throw error;
    throw new Refusal(429, said.server.rateLimited, error.retryAfterSeconds);
  }
}

/**
 * A preParsing hook for the photo paths, which accept bodies of a hundred megabytes:
 * before such a body is read, the caller's session is resolved (the request's one
 * context, which the procedure then reuses) and an anonymous caller is refused with 401,
 * a caller of the wrong role with 403, a sender with a body in the line already with
 * 429, and any while the line is full with 503, without reading the body
 * (closeUnreadConnections then closes the connection). A photo check is counted against
 * photoChecksPerUser (429 past it) before its body waits. An accepted sender's body is
 * then read when its turn comes, and cut off with 408 when it comes too slowly.
 */
export function refuseUnknownPhotoSenders(
  contextFor: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>,
  {
    limits = {},
    isAllowlisted = () => false,
  }: { limits?: Partial<PhotoBodyLimits>; isAllowlisted?: (ip: string) => boolean } = {},
) {
  const line = new PhotoBodyLine({ ...DEFAULT_PHOTO_BODY_LIMITS, ...limits }, isAllowlisted);
  async function takeTurn(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: RequestPayload,
    { senders, checks }: { senders: readonly PhotoSenders[]; checks: number },
  ): Promise<RequestPayload> {
    const context = await contextFor(request, reply);
    const { user, sessionId } = context;
    if (!user || !sessionId) throw refusal(401, said.server.notSignedIn);
    if (!senders.some((sender) => sender === "anyone signed in" || sender === user.role)) {
      throw refusal(403, said.server.forbidden);
    }
    const place = line.join(request, reply, user.id);
    try {
      await countChecksAhead(context, user.id, checks);
    } catch (error) {
      place.leave();
      throw error;
    }
    return line.turn(place, reply, payload);
  }
  return function refuseUnknownPhotoSender(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: RequestPayload,
    done: (error: Error | null, payload?: RequestPayload) => void,
  ): void {
    const upload = mayBeLarge(request.headers)
      ? photoUploadFor(request.method, request.url)
      : undefined;
    if (upload === undefined) return done(null, payload);
    takeTurn(request, reply, payload, upload).then(
      (body) => done(null, body),
      (error: unknown) => done(error as Error),
    );
  };
}
