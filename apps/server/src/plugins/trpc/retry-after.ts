import { TooManyRequests } from "@uplink/api/server";

const DATABASE_BUSY_RETRY_SECONDS = 5;

/**
 * The `responseMeta` of both the tRPC and the REST plugin: a request refused by an
 * account rate limit (a TooManyRequests thrown by a service) is answered 429 with a
 * Retry-After header saying how many seconds to wait; a 503 of a busy database too.
 */
export function retryAfterMeta({ errors }: { errors: readonly { cause?: unknown }[] }): {
  headers?: Record<string, string>;
} {
  const refusal = errors.find((error) => error.cause instanceof TooManyRequests)?.cause;
  if (refusal instanceof TooManyRequests) {
    return { headers: { "retry-after": String(refusal.retryAfterSeconds) } };
  }
  // A database that timed out (503) is usually free again a few seconds later.
  if (errors.some((error) => (error as { code?: unknown }).code === "SERVICE_UNAVAILABLE")) {
    return { headers: { "retry-after": String(DATABASE_BUSY_RETRY_SECONDS) } };
  }
  return {};
}
