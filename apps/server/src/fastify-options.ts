import type { Config } from "./config";
import { serverAnsweringFromMemory } from "./fast-paths/memory-answers";
import { PHOTO_BODY_LIMIT_BYTES } from "./plugins/limits/body-limit";
import { loggerOptions, requestIdOf } from "./plugins/logging";
import { trustProxyOption } from "./plugins/security/trust-proxy";
import { TRPC_PATH_MAX_LENGTH } from "./plugins/trpc/trpc-batch";

/**
 * How the Fastify instance is made: its server offers each request to the answers from
 * memory first (`fromMemory`, null until the services exist), and its limits, proxy
 * trust, logger and request ids come from the configuration.
 */
export function fastifyOptions(
  config: Config,
  logStream: NodeJS.WritableStream | undefined,
  fromMemory: Parameters<typeof serverAnsweringFromMemory>[0],
) {
  return {
    serverFactory: serverAnsweringFromMemory(fromMemory),
    // The photo paths' limit; limitBodySize holds every other path to BODY_LIMIT_BYTES.
    bodyLimit: PHOTO_BODY_LIMIT_BYTES,
    // request.ip is the client behind a trusted proxy: every limit and log line uses it.
    trustProxy: trustProxyOption(config.trustProxy),
    // A tRPC batch names its calls in one path parameter.
    routerOptions: { maxParamLength: TRPC_PATH_MAX_LENGTH },
    logger: loggerOptions(config, logStream),
    // Every log line of a request carries its id (reqId), the caller's X-Request-Id if sane.
    requestIdHeader: false as const,
    genReqId: requestIdOf,
  };
}
