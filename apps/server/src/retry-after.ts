import { TooManyRequests } from "@uplink/api";

/**
 * The `responseMeta` of both the tRPC and the REST plugin: a request refused by an
 * account rate limit (a TooManyRequests thrown by a service) is answered 429 with a
 * Retry-After header saying how many seconds to wait.
 */
export function retryAfterMeta({ errors }: { errors: readonly { cause?: unknown }[] }): {
  headers?: Record<string, string>;
} {
  const refusal = errors.find((error) => error.cause instanceof TooManyRequests)?.cause;
  if (!(refusal instanceof TooManyRequests)) return {};
  return { headers: { "retry-after": String(refusal.retryAfterSeconds) } };
}
