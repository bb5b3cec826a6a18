import { generateOpenApiDocument, type OpenAPIObject } from "trpc-to-openapi";
import { appRouter } from "./root";

/** Each version's document: generating one converts every procedure's schemas (a fraction of a second). */
const documents = new Map<string, OpenAPIObject>();

/**
 * The OpenAPI 3 document of every REST path, generated from the same procedures.
 * The server URL is relative, so "try it out" in the docs calls the host that
 * served them, whatever name it was reached by.
 *
 * Generated once per version and process (the procedures do not change while it runs)
 * and frozen, since every app built in the process shares it.
 */
export function buildOpenApiDocument(version: string): OpenAPIObject {
  let document = documents.get(version);
  if (document === undefined) {
    document = deepFreeze(
      generateOpenApiDocument(appRouter, {
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
      }),
    );
    documents.set(version, document);
  }
  return document;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
