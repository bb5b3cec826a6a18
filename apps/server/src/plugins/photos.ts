import type { FastifyInstance } from "fastify";
import type { OpenAPIObject } from "trpc-to-openapi";
import { AppError, readLeadPhoto, type ApiDeps } from "@uplink/api/server";
import type { ErrorBody } from "./errors";

const imageBytes = { schema: { type: "string", format: "binary" } } as const;
const errorBody = {
  schema: {
    type: "object",
    properties: { code: { type: "string" }, message: { type: "string" } },
    required: ["code", "message"],
  },
} as const;

/** GET /photos/{id} in the OpenAPI document, which the procedures do not generate. */
const photoPath: NonNullable<OpenAPIObject["paths"]>[string] = {
  get: {
    operationId: "photos-read",
    tags: ["photos"],
    summary: "A lead photo's image bytes",
    description:
      "For the lead's customer, its assigned installer and administrators (session by " +
      "bearer header or cookie). Anyone else, signed in or not, gets the same 404 as for " +
      "a photo that does not exist. The bytes of a photo never change: the browser may " +
      "keep them, no shared cache may.",
    security: [{ Authorization: [] }],
    parameters: [
      {
        in: "path",
        name: "id",
        required: true,
        schema: { type: "string", format: "uuid" },
      },
    ],
    responses: {
      "200": {
        description: "The photo, re-encoded without metadata",
        content: { "image/jpeg": imageBytes, "image/png": imageBytes },
      },
      "404": {
        description: "No such photo, or not one the caller may see",
        content: { "application/json": errorBody },
      },
    },
  },
};

/** The generated document with GET /photos/{id} added. */
export function withPhotoPath(document: OpenAPIObject): OpenAPIObject {
  return { ...document, paths: { ...document.paths, "/photos/{id}": photoPath } };
}

/**
 * GET /api/photos/{id}: the image bytes. A plain route, because trpc-to-openapi answers
 * JSON only. The session is read by the same createContext as every procedure (bearer
 * header or cookie); readLeadPhoto decides who may see the photo. The bytes are streamed
 * from the photo store, disk or bucket alike, rather than answered with a redirect to a
 * presigned bucket URL: the check and the caching rules stay this route's, and a photo's
 * address never leaves the API.
 */
export function registerPhotoRoute(app: FastifyInstance, deps: ApiDeps): void {
  app.get<{ Params: { id: string } }>(
    "/api/photos/:id",
    { schema: { hide: true } },
    async (request, reply) => {
      const ctx = await request.apiContext(reply);
      try {
        const photo = await readLeadPhoto(deps, ctx.user, request.params.id);
        // Only permitted viewers may see it, so no shared cache may keep it; its bytes
        // never change (objects are named by their content), so the browser may.
        return await reply
          .header("content-type", photo.mimeType)
          .header("content-length", photo.byteSize)
          .header("cache-control", "private, max-age=86400, immutable")
          .send(photo.body);
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND") {
          const body: ErrorBody = { code: error.code, message: error.message };
          return reply.status(404).send(body);
        }
        throw error;
      }
    },
  );
}
