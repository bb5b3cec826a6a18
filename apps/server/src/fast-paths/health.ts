import type { DatabaseReadiness } from "@uplink/api/server";

/**
 * Health, decided once (issue 22). `GET /api/health` is asked by every load balancer
 * every few seconds; while the background check of the database holds, its answer is
 * known without any work, and two callers give it from here:
 * - fast-paths/memory-answers.ts, before Fastify (a listening server only);
 * - the REST route of `health.check` (plugins/rest.ts), for what reaches Fastify.
 * When the check does not hold, neither answers: the procedure does (health/router.ts in
 * @uplink/api), with 503 and the catalogue's sentence. memory-answers.test.ts compares
 * the memory answer with Fastify's.
 */

/** The path load balancers ask. */
export const HEALTH_PATH = "/api/health";

/** Every spelling of the liveness check, which keeps answering under pressure: a busy process is not a dead one. */
export const HEALTH_PATHS: ReadonlySet<string> = new Set([
  HEALTH_PATH,
  `${HEALTH_PATH}/`,
  "/trpc/health.check",
]);

const HEALTHY = Object.freeze({ status: "ok" as const });

/** Health's body while the database answered its last background check, as Fastify sends it. */
export const HEALTHY_BODY = JSON.stringify(HEALTHY);
export const HEALTHY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-type": "application/json; charset=utf-8",
  "content-length": String(Buffer.byteLength(HEALTHY_BODY)),
});

/** Health's answer while the background check holds; undefined: the procedure answers. */
export function healthyNow(readiness: DatabaseReadiness | undefined): typeof HEALTHY | undefined {
  return readiness?.ready ? HEALTHY : undefined;
}
