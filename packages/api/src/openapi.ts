import { generateOpenApiDocument, type OpenAPIObject } from "trpc-to-openapi";
import { appRouter } from "./root";

/** The OpenAPI 3 document of every REST path, generated from the same procedures. */
export function buildOpenApiDocument(publicUrl: string, version: string): OpenAPIObject {
  return generateOpenApiDocument(appRouter, {
    title: "Uplink API",
    description:
      "REST surface of Uplink. Authenticate with `Authorization: Bearer <token>` " +
      "(the token returned by sign-in) or the session cookie.",
    version,
    baseUrl: `${publicUrl}/api`,
    docsUrl: `${publicUrl}/api/docs`,
    securitySchemes: {
      Authorization: { type: "http", scheme: "bearer" },
    },
  });
}
