import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { fastifyTRPCOpenApiPlugin } from "trpc-to-openapi";
import {
  appRouter,
  buildOpenApiDocument,
  createContext,
  SESSION_COOKIE_NAME,
  type ApiDeps,
  type AppRouter,
  type RequestInfo,
  type SessionCookieWriter,
} from "@uplink/api";
import type { Database } from "@uplink/db";
import { messages } from "@uplink/domain";
import packageJson from "../package.json" with { type: "json" };
import type { Config } from "./config";
import { handleError } from "./errors";
import { registerSpa } from "./spa";

/** Bodies above this are refused with 413 before any handler reads them. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** A generous ceiling per client address; sensitive routes add tighter limits. */
const GLOBAL_RATE_LIMIT = { max: 600, timeWindow: "1 minute" } as const;

export interface BuildAppOptions {
  config: Config;
  db: Kysely<Database>;
  /** The built SPA; omitted in tests that need only the API. */
  webDir?: string;
  /** Where logs go; standard output unless a test wants to read them. */
  logStream?: NodeJS.WritableStream;
}

function requestInfo(request: FastifyRequest): RequestInfo {
  return {
    authorization: request.headers.authorization,
    cookies: request.cookies ?? {},
    ip: request.ip,
    userAgent: request.headers["user-agent"],
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

/** Builds the whole HTTP surface without listening, so tests can `inject` into it. */
export async function buildApp({
  config,
  db,
  webDir,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          "req.headers.authorization",
          "req.headers.cookie",
          'res.headers["set-cookie"]',
          "headers.authorization",
          "headers.cookie",
        ],
        censor: "[redacted]",
      },
      ...(logStream ? { stream: logStream } : {}),
    },
  });

  const secureCookies = config.publicUrl.startsWith("https:");
  const deps: ApiDeps = {
    db,
    config: {
      publicUrl: config.publicUrl,
      clerkPublishableKey: config.clerk.publishableKey ?? null,
      platformFeePercent: config.platformFeePercent,
      secureCookies,
    },
  };
  const contextFor = (request: FastifyRequest, reply: FastifyReply) =>
    createContext(deps, requestInfo(request), sessionCookieWriter(reply, secureCookies));

  app.setErrorHandler(handleError);

  // Bodiless action paths (accept, approve, resolve…) are often sent with a JSON
  // content type and no body: read that as `{}` instead of refusing it.
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
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: secureCookies,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    ...GLOBAL_RATE_LIMIT,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: "TOO_MANY_REQUESTS",
      message: messages.server.rateLimited,
    }),
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }) =>
        contextFor(req, res),
      onError: ({ error, path }: { error: Error & { code?: string }; path?: string }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, path }, "trpc");
      },
    },
  });

  const openApiDocument = buildOpenApiDocument(packageJson.version);
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => openApiDocument);
  await app.register(fastifySwagger, {
    mode: "static",
    specification: { document: openApiDocument as never },
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(fastifyTRPCOpenApiPlugin<AppRouter>, {
    basePath: "/api",
    router: appRouter,
    createContext: ({ req, res }) =>
      contextFor(req as unknown as FastifyRequest, res as unknown as FastifyReply),
    onError: ({ error, path }) => {
      if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, path }, "rest");
    },
  });

  await registerSpa(app, webDir);
  return app;
}
