import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { messages } from "@uplink/domain";
import { isApiPath } from "../api-path";
import type { Config } from "../config";
import { contentSecurityPolicy } from "../content-security-policy";
import { refuseCrossSiteCookieRequests } from "../cross-site";
import { refusePasswordInUrl } from "../password-in-url";
import { registerBatchCallCounting } from "../trpc-batch";
import { securityHeaders } from "./security-headers";

export interface SecurityOptions {
  config: Config;
  /** Whether an address is exempt from the rate limits (RATE_LIMIT_ALLOWLIST). */
  isAllowlisted: (ip: string) => boolean;
}

/**
 * What every request goes through before its route: the security headers, cookies, the
 * per-address API limit (a tRPC batch counting each call), and the refusals of a password
 * in the URL and of a cross-site request carrying the session cookie.
 */
async function security(app: FastifyInstance, { config, isAllowlisted }: SecurityOptions) {
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
  app.addHook("onRequest", (_request: FastifyRequest, reply: FastifyReply, done) => {
    void reply.headers(headers);
    done();
  });

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    // A generous ceiling per client address; sensitive procedures add tighter limits.
    max: config.rateLimit.apiPerMinute,
    timeWindow: "1 minute",
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
