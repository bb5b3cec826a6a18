import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/** Where in Redis the per-address API limit keeps its counters: one key per address. */
export const API_LIMIT_KEY_PREFIX = "uplink:api-limit:";

/**
 * Connects to REDIS_URL, where every instance counts the per-address API limit. While
 * Redis is unreachable a command fails at once instead of waiting in a queue, so the
 * limit is skipped (skipOnError) and the API goes on answering; the client reconnects by
 * itself. The log says when Redis goes away and when it is back, once each, not at every
 * attempt to reconnect.
 */
export function connectApiLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // A Redis that accepted the connection but stalls must not stall requests either.
    commandTimeout: 500,
  });
  let reachable: boolean | undefined;
  redis.on("ready", () => {
    if (reachable === false)
      log.info("Redis is reachable again: the per-address API limit is shared");
    reachable = true;
  });
  redis.on("error", (error: Error) => {
    if (reachable !== false) {
      log.warn(
        { err: error },
        "Redis is unreachable: the per-address API limit is not counted until it is back",
      );
    }
    reachable = false;
  });
  return redis;
}

/** Closes the connection, sending what is pending if it is up. */
export async function disconnectApiLimitRedis(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    // Not connected: nothing to send, only the reconnecting to stop.
    redis.disconnect();
  }
}
