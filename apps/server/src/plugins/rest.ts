import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { appRouter, buildOpenApiDocument, type DatabaseReadiness } from "@uplink/api/server";
import { healthyNow } from "../fast-paths/health";
import packageJson from "../../package.json" with { type: "json" };
import { withPhotoPath } from "./photos";
import { openApiAdapter } from "./rest/adapter";
import { restRoutes } from "./rest/routes";
import { restResponseMeta } from "./rest/rest-status";

export interface RestOptions {
  /** The background check of the database: while it holds, health answers from memory. */
  databaseReadiness?: DatabaseReadiness;
}

/**
 * The REST surface for third parties: one Fastify route per procedure with OpenAPI
 * metadata (rest/routes.ts), trpc-to-openapi's adapter for what those do not match
 * (unknown paths, other methods, HEAD), and the document at /api/openapi.json with its
 * reader at /api/docs.
 */
async function rest(app: FastifyInstance, { databaseReadiness }: RestOptions) {
  const openApiDocument = withPhotoPath(buildOpenApiDocument(packageJson.version));
  app.get("/api/openapi.json", { schema: { hide: true } }, () => Promise.resolve(openApiDocument));
  await app.register(fastifySwagger, {
    mode: "static",
    specification: { document: openApiDocument as never },
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  const onError = ({ error, path }: { error: Error & { code?: string }; path?: string }) => {
    if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, path }, "rest");
  };
  await app.register(async (surface) => {
    await surface.register(restRoutes, {
      basePath: "/api",
      router: appRouter,
      createContext: (request, reply) => request.apiContext(reply),
      responseMeta: restResponseMeta,
      onError,
      // Liveness from the background check: no context, no procedure, no query.
      answersFromMemory: {
        "health.check": () => healthyNow(databaseReadiness),
      },
    });
    // What those routes do not match (unknown paths, other methods, HEAD), as they answer.
    await surface.register(openApiAdapter, {
      basePath: "/api",
      router: appRouter,
      createContext: ({ req, res }) =>
        (req as unknown as FastifyRequest).apiContext(res as unknown as FastifyReply),
      onError,
      responseMeta: restResponseMeta,
    });
  });
}

export const restPlugin = fp(rest, { name: "uplink-rest", dependencies: ["uplink-context"] });
