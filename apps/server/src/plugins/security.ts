import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { messages } from "@uplink/domain";
import {
  API_LIMIT_KEY_PREFIX,
  connectApiLimitRedis,
  disconnectApiLimitRedis,
} from "../api-limit-redis";
import { isApiPath } from "../api-path";
import type { Config } from "../config";
import { contentSecurityPolicy } from "../content-security-policy";
import { refuseCrossSiteCookieRequests } from "../cross-site";
import { refusePasswordInUrl } from "../password-in-url";
import { registerBatchCallCounting } from "../trpc-batch";
import { apiSecurityHeaders, securityHeaders } from "./security-headers";

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
async function security(app: FastifyInstance, { config, isAllowlisted }: SecurityOptions) {
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
  await app.register(fastifyRateLimit, {
    // A generous ceiling per client address; sensitive procedures add tighter limits.
    max: config.rateLimit.apiPerMinute,
    timeWindow: "1 minute",
    ...(redis && { redis, nameSpace: API_LIMIT_KEY_PREFIX }),
    // Redis unreachable: answer without counting rather than refuse or hold every request.
    skipOnError: true,
    // One page load fetches dozens of fingerprinted files; only API calls count.
    allowList: (request) => !isApiPath(request.url) || isAllowlisted(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: "TOO_MANY_REQUESTS",
      message: messages.server.rateLimited,
    }),
  });
  registerBatchCallCounting(app);
  app.addHook("onRequest", refusePasswordInUrl);
  app.addHook("onRequest", refuseCrossSiteCookieRequests(config.publicUrl));
}

export const securityPlugin = fp(security, { name: "uplink-security" });
