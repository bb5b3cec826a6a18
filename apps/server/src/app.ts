import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from "fastify";
import type { Kysely } from "kysely";
import { fastifyTRPCOpenApiPlugin } from "trpc-to-openapi";
import {
  appRouter,
  buildOpenApiDocument,
  ChatPollMemo,
  createContext,
  createMailer,
  defineReleaseJobs,
  JobQueue,
  PostOffice,
  RateLimiter,
  releaseScheduler,
  SESSION_COOKIE_NAME,
  type ApiDeps,
  type AppRouter,
  type Context,
  type JobRetry,
  type RateLimits,
  type RequestInfo,
  type SessionCookieWriter,
} from "@uplink/api";
import type { Database } from "@uplink/db";
import { messages } from "@uplink/domain";
import packageJson from "../package.json" with { type: "json" };
import { addressMatcher } from "./address-list";
import { isApiPath } from "./api-path";
import type { Config } from "./config";
import { contentSecurityPolicy } from "./content-security-policy";
import { refuseCrossSiteCookieRequests } from "./cross-site";
import { closeUnreadConnections } from "./early-answer";
import { registerConversationPolling } from "./conversation-polling";
import { limitBodySize, PHOTO_BODY_LIMIT_BYTES } from "./body-limit";
import { handleError } from "./errors";
import { watchDatabaseReadiness } from "./health";
import { redactSecretsInUrl, refusePasswordInUrl } from "./password-in-url";
import { registerPhotoRoute, withPhotoPath } from "./photo-route";
import { refuseUnknownPhotoSenders } from "./photo-senders";
import { registerPhotoSweep } from "./photo-sweep";
import { restRoutes } from "./rest/routes";
import { restResponseMeta } from "./rest-status";
import { retryAfterMeta } from "./retry-after";
import { cacheSessions } from "./session-cache";
import { registerSpa } from "./spa";
import { registerUnderPressure, type PressureLimits } from "./under-pressure";
import {
  registerBatchCallCounting,
  TRPC_MAX_BATCH_CALLS,
  TRPC_PATH_MAX_LENGTH,
  TRPC_PREFIX,
} from "./trpc-batch";
import { trustProxyOption } from "./trust-proxy";
import { fieldMessageOnValidationFailure } from "./validation-message";

export { BODY_LIMIT_BYTES, PHOTO_BODY_LIMIT_BYTES } from "./body-limit";

export interface BuildAppOptions {
  config: Config;
  db: Kysely<Database>;
  /**
   * The connection string of `db`, for the one connection that listens for session
   * changes; without it, sessions are not cached and each request looks its own up.
   */
  databaseUrl?: string;
  /** The built SPA; omitted in tests that need only the API. */
  webDir?: string;
  /** Where logs go; standard output unless a test wants to read them. */
  logStream?: NodeJS.WritableStream;
  /** Tighter or looser limits on the account endpoints than the defaults (tests). */
  rateLimits?: Partial<RateLimits>;
  /** Other overload thresholds than the defaults (tests). */
  pressureLimits?: Partial<PressureLimits>;
  /**
   * Runs the durable jobs (mail delivery with retries, the hourly photo sweep, the
   * automatic release of DONE leads and its reminders) on pg-boss from onReady to
   * onClose, as the server does. Off, mail is sent at once, nothing is swept and nothing
   * released by itself: for tests that look at none of these.
   */
  jobs?: boolean;
  /** Quicker mail retries than MAIL_RETRY (tests). */
  mailRetry?: JobRetry;
}

/** Read by the REST surface for DELETE /api/me; never logged. */
const CONFIRM_PASSWORD_HEADER = "x-confirm-password";

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function requestInfo(request: FastifyRequest): RequestInfo {
  return {
    authorization: request.headers.authorization,
    cookies: request.cookies ?? {},
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    confirmPassword: headerValue(request.headers[CONFIRM_PASSWORD_HEADER]),
  };
}

function sessionCookieWriter(reply: FastifyReply, secure: boolean): SessionCookieWriter {
  return {
    setSessionCookie(token, expiresAt) {
      void reply.setCookie(SESSION_COOKIE_NAME, token, {
        httpOnly: true,
        sameSite: "lax",
        secure,
        path: "/",
        expires: expiresAt,
      });
    },
    clearSessionCookie() {
      void reply.clearCookie(SESSION_COOKIE_NAME, { path: "/" });
    },
  };
}

/**
 * trpc-to-openapi's route handler sends the answer itself and resolves with nothing; while
 * asynchronous onSend hooks are still running, Fastify then takes that nothing for an
 * answer of its own and sends a second time ("Reply was already sent", with the URL, and
 * any secret in its query, in the error log). Resolving with the reply tells Fastify the
 * handler has answered.
 */
function sendsItsOwnReply(route: RouteOptions): void {
  const handle = route.handler;
  route.handler = async function (this: FastifyInstance, request, reply) {
    await handle.call(this, request, reply);
    return reply;
  };
}

/** Builds the whole HTTP surface without listening, so tests can `inject` into it. */
export async function buildApp({
  config,
  db,
  databaseUrl,
  webDir,
  logStream,
  rateLimits,
  pressureLimits,
  jobs: runJobs = false,
  mailRetry,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // The photo paths' limit; limitBodySize holds every other path to BODY_LIMIT_BYTES.
    bodyLimit: PHOTO_BODY_LIMIT_BYTES,
    // request.ip is the client behind a trusted proxy: every limit and log line uses it.
    trustProxy: trustProxyOption(config.trustProxy),
    // A tRPC batch names its calls in one path parameter.
    routerOptions: { maxParamLength: TRPC_PATH_MAX_LENGTH },
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          "req.headers.authorization",
          "req.headers.cookie",
          `req.headers["${CONFIRM_PASSWORD_HEADER}"]`,
          'res.headers["set-cookie"]',
          "headers.authorization",
          "headers.cookie",
          `headers["${CONFIRM_PASSWORD_HEADER}"]`,
        ],
        censor: "[redacted]",
      },
      serializers: {
        // Fastify's own request serializer, with passwords cut out of the URL.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactSecretsInUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
  });

  const secureCookies = config.publicUrl.startsWith("https:");
  const isAllowlisted = addressMatcher(config.rateLimit.allowlist);
  const mailer = createMailer(
    { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
    app.log,
  );
  const jobs = runJobs ? new JobQueue(db, app.log) : undefined;
  const mail = new PostOffice(mailer, app.log, jobs, mailRetry);
  if (jobs) {
    registerPhotoSweep(app, db, config.dataDir, jobs);
    app.addHook("onReady", () => jobs.start());
  }
  // Mail posted by the last requests is queued (or, without jobs, sent) before the process
  // stops; a delivery under way finishes, and queued mail goes out after the next start.
  app.addHook("onClose", async () => {
    await mail.drain();
    await jobs?.stop();
    await mail.close();
  });
  const databaseReadiness = watchDatabaseReadiness(app, db);
  // Unchanged chat polls answered from memory, voided by the database's notifications.
  const chatPolls = new ChatPollMemo();
  const deps: ApiDeps = {
    db,
    config: {
      publicUrl: config.publicUrl,
      clerkPublishableKey: config.clerk.publishableKey ?? null,
      clerkJwtKey: config.clerk.jwtKey ?? null,
      clerkIssuer: config.clerk.issuer ?? null,
      platformFeePercent: config.platformFeePercent,
      autoReleaseAfterMs: config.autoReleaseAfterMs,
      dataDir: config.dataDir,
      secureCookies,
    },
    mail,
    rateLimiter: new RateLimiter(rateLimits, Date.now, { isExempt: isAllowlisted }),
    log: app.log,
    releaseJobs: jobs && releaseScheduler(jobs),
    databaseReadiness,
    sessionCache: cacheSessions(app, databaseUrl, databaseReadiness, undefined, chatPolls),
  };
  if (jobs) defineReleaseJobs(jobs, deps);
  // One context per request: a chat poll's hook and its procedure share the session lookup.
  const contexts = new WeakMap<FastifyRequest, Promise<Context>>();
  const contextFor = (request: FastifyRequest, reply: FastifyReply) => {
    let context = contexts.get(request);
    if (!context) {
      context = createContext(
        deps,
        requestInfo(request),
        sessionCookieWriter(reply, secureCookies),
      );
      contexts.set(request, context);
    }
    return context;
  };

  app.setErrorHandler(handleError);
  await registerUnderPressure(app, pressureLimits);
  app.addHook("preParsing", limitBodySize);
  app.addHook("preParsing", refuseUnknownPhotoSenders(contextFor));
  app.addHook("onSend", closeUnreadConnections);

  // Bodiless action paths (accept, approve, resolve, sign out…) are sent with no body,
  // with a JSON content type or (SPEC §7: a body only when there is a payload) with
  // none at all: read either as `{}` instead of refusing it.
  app.addHook("onRequest", async (request) => {
    const { headers } = request.raw;
    const bodiless =
      headers["transfer-encoding"] === undefined &&
      (headers["content-length"] === undefined || headers["content-length"] === "0");
    const carriesBody = ["POST", "PUT", "PATCH"].includes(request.method);
    if (carriesBody && headers["content-type"] === undefined && bodiless) {
      headers["content-type"] = "application/json";
    }
  });
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") return done(null, {});
    parseJson(request, text, done);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy({
        clerkPublishableKey: config.clerk.publishableKey,
        https: secureCookies,
      }),
    },
    hsts: secureCookies,
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

  await app.register(fastifyTRPCPlugin, {
    prefix: TRPC_PREFIX,
    trpcOptions: {
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH_CALLS,
      createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }) =>
        contextFor(req, res),
      onError: ({ error, path }: { error: Error & { code?: string }; path?: string }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, path }, "trpc");
      },
      responseMeta: retryAfterMeta,
    },
  });

  const openApiDocument = withPhotoPath(buildOpenApiDocument(packageJson.version));
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => openApiDocument);
  await app.register(fastifySwagger, {
    mode: "static",
    specification: { document: openApiDocument as never },
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  registerPhotoRoute(app, deps, contextFor);
  registerConversationPolling(app, deps, contextFor, chatPolls);

  await app.register(async (rest) => {
    rest.addHook("onSend", fieldMessageOnValidationFailure);
    await rest.register(restRoutes, {
      basePath: "/api",
      router: appRouter,
      createContext: contextFor,
      responseMeta: restResponseMeta,
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, path }, "rest");
      },
    });
    // What those routes do not match (unknown paths, other methods, HEAD) as before.
    rest.addHook("onRoute", sendsItsOwnReply);
    await rest.register(fastifyTRPCOpenApiPlugin<AppRouter>, {
      basePath: "/api",
      router: appRouter,
      createContext: ({ req, res }) =>
        contextFor(req as unknown as FastifyRequest, res as unknown as FastifyReply),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, path }, "rest");
      },
      responseMeta: restResponseMeta,
    });
  });

  await registerSpa(app, webDir);
  return app;
}
