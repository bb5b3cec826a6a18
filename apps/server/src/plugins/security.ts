import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { messages } from "@uplink/domain";
import {
  API_LIMIT_WINDOW_MS,
  ApiLimitStore,
  apiLimit,
  clientAddressOf,
  type ApiLimit,
} from "./limits/api-limit";
import {
  API_LIMIT_KEY_PREFIX,
  connectApiLimitRedis,
  disconnectApiLimitRedis,
} from "./limits/api-limit-redis";
import { isApiPath } from "./security/api-path";
import type { Config } from "../config";
import { contentSecurityPolicy } from "./security/content-security-policy";
import { refuseCrossSiteCookieRequests } from "./security/cross-site";
import { refusePasswordInUrl } from "./security/password-in-url";
import { registerBatchCallCounting } from "./trpc/trpc-batch";
import { apiSecurityHeaders, securityHeaders } from "./security/security-headers";

/**
 * Whether a path answers data (JSON, photos), never a page a browser renders: the API
 * and tRPC, but not the API's documentation reader at /api/docs.
 */
function answersData(url: string): boolean {
  return isApiPath(url) && !url.startsWith("/api/docs");
}

export interface SecurityOptions {
  config: Config;
  /** Whether an address is exempt from the rate limits (RATE_LIMIT_ALLOWLIST). */
  isAllowlisted: (ip: string) => boolean;
  /** Given the per-address API limit once it counts, for the answers from memory. */
  onApiLimit?: (limit: ApiLimit) => void;
}

/** The security headers of pages and those of data answers, computed once for `config`. */
export function securityHeadersFor(config: Pick<Config, "publicUrl" | "clerk">): {
  headers: Readonly<Record<string, string>>;
  apiHeaders: Readonly<Record<string, string>>;
} {
  const https = config.publicUrl.startsWith("https:");
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy({
        clerkPublishableKey: config.clerk.publishableKey,
        https,
      }),
    },
    hsts: https,
  });
  return { headers, apiHeaders: apiSecurityHeaders(headers) };
}

/**
 * What every request goes through before its route: the security headers (helmet's for
 * pages, the short set for data), cookies, the
 * per-address API limit (a tRPC batch counting each call; counted in Redis, across
 * instances, when REDIS_URL is set), and the refusals of a password in the URL and of a
 * cross-site request carrying the session cookie.
 */
async function security(
  app: FastifyInstance,
  { config, isAllowlisted, onApiLimit }: SecurityOptions,
) {
  const { headers, apiHeaders } = securityHeadersFor(config);
  app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done) => {
    void reply.headers(answersData(request.url) ? apiHeaders : headers);
    done();
  });

  await app.register(fastifyCookie);
  const redis =
    config.rateLimit.redisUrl === undefined
      ? undefined
      : connectApiLimitRedis(config.rateLimit.redisUrl, app.log);
  if (redis) app.addHook("onClose", () => disconnectApiLimitRedis(redis));
  // One counter and one notion of the client's address for Fastify and the answers from
  // memory, so both count the same address's calls together.
  const store = new ApiLimitStore(redis, API_LIMIT_KEY_PREFIX);
  const clientAddress = clientAddressOf(config.trustProxy);
  const keyOf = (address: string) => normalizeIP(address);
  await app.register(fastifyRateLimit, {
    // A generous ceiling per client address; sensitive procedures add tighter limits.
    max: config.rateLimit.apiPerMinute,
    timeWindow: API_LIMIT_WINDOW_MS,
    store: function sharedStore() {
      return store;
    } as unknown as FastifyRateLimitStoreCtor,
    keyGenerator: (request) => keyOf(clientAddress(request.raw) ?? request.ip),
    // Redis unreachable: answer without counting rather than refuse or hold every request.
    skipOnError: true,
    // One page load fetches dozens of fingerprinted files; only API calls count.
    allowList: (request) => !isApiPath(request.url) || isAllowlisted(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: "TOO_MANY_REQUESTS",
      message: messages.server.rateLimited,
    }),
    // Counted in a hook of every request rather than of each route: before the hooks
    // registered after this one, so a chat poll's 304 (answered in such a hook) costs the
    // caller's budget as its 200 would.
    global: false,
  });
  app.addHook("onRequest", app.rateLimit());
  registerBatchCallCounting(app);
  onApiLimit?.(
    apiLimit({
      store,
      max: config.rateLimit.apiPerMinute,
      clientAddress,
      keyOf,
      isAllowlisted,
    }),
  );
  app.addHook("onRequest", refusePasswordInUrl);
  app.addHook("onRequest", refuseCrossSiteCookieRequests(config.publicUrl));
}

export const securityPlugin = fp(security, { name: "uplink-security" });
