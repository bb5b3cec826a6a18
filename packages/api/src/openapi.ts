import { generateOpenApiDocument, type OpenAPIObject } from "trpc-to-openapi";
import { appRouter } from "./root";

/**
 * The OpenAPI 3 document of every REST path, generated from the same procedures.
 * The server URL is relative, so "try it out" in the docs calls the host that
 * served them, whatever name it was reached by.
 */
export function buildOpenApiDocument(version: string): OpenAPIObject {
  return generateOpenApiDocument(appRouter, {
    title: "Uplink API",
    description:
      "REST surface of Uplink. Authenticate with `Authorization: Bearer <token>` " +
      "(the token returned by sign-in) or the session cookie.",
    version,
    baseUrl: "/api",
    docsUrl: "/api/docs",
    securitySchemes: {
      Authorization: { type: "http", scheme: "bearer" },
    },
  });
}
