import { getHeapStatistics } from "node:v8";
import fastifyUnderPressure, { type FastifyUnderPressureOptions } from "@fastify/under-pressure";
import { said } from "@uplink/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HEALTH_PATHS } from "../../fast-paths/health";
import { refusalBody, type ErrorBody } from "../errors";

export interface PressureLimits {
  /**
   * Mean event-loop delay over a sample above which requests are refused; 0: not checked
   * (tests that are not about overload). A sample in which the event loop never turned
   * (one synchronous stretch longer than sampleIntervalMs, as on a busy machine) counts
   * as an endless delay, whatever this limit, so a large limit does not turn it off.
   */
  maxEventLoopDelayMs: number;
  /** V8 heap in use above which requests are refused. */
  maxHeapUsedBytes: number;
  /** How often the delay and the heap are measured. */
  sampleIntervalMs: number;
  /** The Retry-After of a refusal. */
  retryAfterSeconds: number;
}

/**
 * A process whose event loop lags a second behind, or whose heap is nearly full, answers
 * 503 at once rather than queueing more work it cannot do in time.
 */
export const DEFAULT_PRESSURE_LIMITS: PressureLimits = {
  maxEventLoopDelayMs: 1000,
  maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
  sampleIntervalMs: 1000,
  retryAfterSeconds: 10,
};

/**
 * Registers @fastify/under-pressure (its onRequest hook runs before any other work):
 * 503 `{ code, message }` with Retry-After while the process is overloaded, except for
 * the health check.
 */
export async function registerUnderPressure(
  app: FastifyInstance,
  limits: Partial<PressureLimits> = {},
): Promise<void> {
  const { maxEventLoopDelayMs, maxHeapUsedBytes, sampleIntervalMs, retryAfterSeconds } = {
    ...DEFAULT_PRESSURE_LIMITS,
    ...limits,
  };
  // under-pressure sends what the handler returns, and lets the request through when it
  // returns nothing; its type declares only the second.
  const answerOverloaded = (
    request: FastifyRequest,
    reply: FastifyReply,
    type: string,
    value: number | undefined,
  ): ErrorBody | undefined => {
    if (HEALTH_PATHS.has(request.url.split("?", 1)[0] ?? "")) return undefined;
    request.log.warn({ pressure: type, value }, "overloaded: request refused with 503");
    void reply.code(503).header("retry-after", String(retryAfterSeconds));
    return refusalBody(request, "SERVICE_UNAVAILABLE", said.server.overloaded);
  };
  const options: FastifyUnderPressureOptions = {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes,
    sampleInterval: sampleIntervalMs,
    retryAfter: retryAfterSeconds,
    pressureHandler: answerOverloaded as NonNullable<
      FastifyUnderPressureOptions["pressureHandler"]
    >,
  };
  await app.register(fastifyUnderPressure, options);
}
