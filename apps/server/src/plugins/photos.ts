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

/** POST /photos/uploads in the OpenAPI document: a binary body, which procedures cannot take. */
const uploadPath: NonNullable<OpenAPIObject["paths"]>[string] = {
  post: {
    operationId: "photos-upload",
    tags: ["photos"],
    summary: "Upload one photo, to name it by id in a request or a completion",
    description:
      "For anyone signed in. One PNG or JPEG of at most 10 MB, at least 640×480, not blank, " +
      "as the file field `photo` of a multipart form or as the whole body. It is checked as a " +
      "data URL is (and counted against the same photo-check limit), stored without its " +
      "metadata, and kept for its uploader for 24 hours: name it in `photoIds` of " +
      "POST /workflow/leads, PUT /workflow/leads/{id} or POST /workflow/leads/{id}/done, " +
      "which takes it once. Unused uploads are removed after they expire.",
    security: [{ Authorization: [] }],
    requestBody: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: { photo: { type: "string", format: "binary" } },
            required: ["photo"],
          },
        },
        "image/jpeg": imageBytes,
        "image/png": imageBytes,
      },
    },
    responses: {
      "201": {
        description: "The photo was accepted and stored",
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: {
                id: { type: "string", format: "uuid" },
                expiresAt: { type: "string", format: "date-time" },
                mimeType: { type: "string", enum: ["image/jpeg", "image/png"] },
                width: { type: "integer" },
                height: { type: "integer" },
                byteSize: { type: "integer" },
              },
              required: ["id", "expiresAt", "mimeType", "width", "height", "byteSize"],
            },
          },
        },
      },
      "400": {
        description: "The photo was refused (the message says why) or the form is not one photo",
        content: { "application/json": errorBody },
      },
      "401": { description: "Not signed in", content: { "application/json": errorBody } },
      "413": { description: "Larger than 10 MB", content: { "application/json": errorBody } },
      "415": {
        description: "Neither a multipart form nor a JPEG or PNG body",
        content: { "application/json": errorBody },
      },
      "429": {
        description: "Too many photo checks, or another photo body of yours is being received",
        content: { "application/json": errorBody },
      },
    },
  },
};

/** The generated document with GET /photos/{id} and POST /photos/uploads added. */
export function withPhotoPath(document: OpenAPIObject): OpenAPIObject {
  return {
    ...document,
    paths: { ...document.paths, "/photos/{id}": photoPath, "/photos/uploads": uploadPath },
  };
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
