import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { IncomingMessage } from "node:http";
import { AppError, TooManyRequests, uploadPhoto } from "@uplink/api/server";
import { said } from "@uplink/domain";
import { Refusal, refusal } from "../errors";
import { PHOTO_UPLOAD_BODY_LIMIT_BYTES, PHOTO_UPLOADS_PATH } from "../limits/body-limit";
import { readFormPhoto } from "./photo-form";

const IMAGE_TYPES = ["image/jpeg", "image/png"];

/** The media type of a request, without its parameters, in lower case. */
function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers["content-type"] ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
}

/**
 * Refuses before the body is read: an anonymous sender (401), a body that is neither a
 * multipart form nor a JPEG or PNG (415), and one whose declared length is over the
 * limit (413, said as a data URL too large is).
 */
async function refuseBeforeReading(request: FastifyRequest, reply: FastifyReply) {
  const type = mediaTypeOf(request);
  if (type !== "multipart/form-data" && !IMAGE_TYPES.includes(type)) {
    throw new Refusal(415, said.server.photoUploadMediaType);
  }
  if (Number(request.headers["content-length"]) > PHOTO_UPLOAD_BODY_LIMIT_BYTES) {
    throw new Refusal(413, said.validation.photoTooLarge);
  }
  const { user } = await request.apiContext(reply);
  if (!user) throw refusal(401, said.server.notSignedIn);
}

/** A service's refusal as the answer it makes. */
function refusalOf(error: AppError): Refusal {
  if (error instanceof TooManyRequests) {
    return new Refusal(429, error.said, error.retryAfterSeconds);
  }
  return new Refusal(error.code === "PAYLOAD_TOO_LARGE" ? 413 : 400, error.said);
}

/**
 * POST /api/photos/uploads: one photo as binary, as the file field `photo` of a
 * multipart form or as an image/jpeg or image/png body, for any signed-in user. A body
 * that may be large waits its turn in the line of photo bodies like a data-URL body
 * (refuseUnknownPhotoSenders, which also counts its photo check first); the photo is
 * checked, re-encoded and stored (uploadPhoto) and answered 201 `{ id, expiresAt,
 * mimeType, width, height, byteSize }`, or refused with the sentence a data URL is
 * refused with.
 */
export async function registerPhotoUploadRoute(app: FastifyInstance): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      IMAGE_TYPES,
      { parseAs: "buffer", bodyLimit: PHOTO_UPLOAD_BODY_LIMIT_BYTES },
      (_request, body, parsed) => parsed(null, body),
    );
    scope.addContentTypeParser(
      "multipart/form-data",
      (request: FastifyRequest, body: IncomingMessage) => readFormPhoto(request.headers, body),
    );
    scope.post(
      PHOTO_UPLOADS_PATH,
      { schema: { hide: true }, onRequest: refuseBeforeReading },
      async (request, reply) => {
        const ctx = await request.apiContext(reply);
        if (!ctx.user) throw refusal(401, said.server.notSignedIn);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          return await reply.status(201).send(await uploadPhoto(ctx, ctx.user, bytes));
        } catch (error) {
          throw error instanceof AppError ? refusalOf(error) : error;
        }
      },
    );
    done();
  });
}
