import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { said, TRPC_MAX_BATCH_CALLS } from "@uplink/domain";
import { refusalBody } from "../errors";

export { TRPC_MAX_BATCH_CALLS } from "@uplink/domain";

export const TRPC_PREFIX = "/trpc";

/**
 * Room in the URL for a full batch of procedure names of up to 60 characters, commas
 * written as `%2C`; Fastify's default of 100 would answer 414 to a batch of a few.
 */
export const TRPC_PATH_MAX_LENGTH = TRPC_MAX_BATCH_CALLS * 64;

/**
 * How many procedure calls one tRPC request makes: a batch (`?batch=1`) names them in
 * its path, comma-separated, which tRPC decodes once more after Fastify has.
 */
export function trpcCallCount(request: FastifyRequest): number {
  if (request.routeOptions.url !== `${TRPC_PREFIX}/:path`) return 0;
  const query = request.url.split("?")[1] ?? "";
  if (new URLSearchParams(query).get("batch") !== "1") return 1;
  const { path = "" } = request.params as { path?: string };
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // tRPC refuses such a path; count what it names before decoding.
  }
  return decoded.split(",").length;
}

/**
 * The per-address API limit counts calls, not HTTP requests: the global rate limit has
 * counted a tRPC request once, so a batch counts its other calls here, and a batch
 * larger than tRPC's cap is refused before anything runs. Register after
 * @fastify/rate-limit, whose counter this shares.
 */
export function registerBatchCallCounting(app: FastifyInstance): void {
  const countCall = app.createRateLimit();
  app.addHook("preHandler", (request, reply, done) => {
    const calls = trpcCallCount(request);
    if (calls <= 1) return done();
    countBatch(request, reply, calls).then(
      (answered) => {
        if (!answered) done();
      },
      (error: unknown) => done(error as Error),
    );
  });

  /** Refuses an oversized batch or one past the limit; says whether it answered. */
  async function countBatch(
    request: FastifyRequest,
    reply: FastifyReply,
    calls: number,
  ): Promise<boolean> {
    if (calls > TRPC_MAX_BATCH_CALLS) {
      void reply
        .status(400)
        .send(
          refusalBody(
            request,
            "BAD_REQUEST",
            said.server.trpcBatchTooLarge(calls, TRPC_MAX_BATCH_CALLS),
          ),
        );
      return true;
    }
    for (let call = 2; call <= calls; call++) {
      const limit = await countCall(request);
      if (!limit.isAllowed && limit.isExceeded) {
        void reply
          .status(429)
          .header("retry-after", String(limit.ttlInSeconds))
          .send(refusalBody(request, "TOO_MANY_REQUESTS", said.server.rateLimited));
        return true;
      }
    }
    return false;
  }
}
