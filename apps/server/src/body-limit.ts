import { Transform } from "node:stream";
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_REQUEST } from "@uplink/domain";
import type { FastifyRequest } from "fastify";

/** Bodies above this are refused with 413 before any handler reads them. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Photos arrive as base64 JSON (4/3 of their size): ten photos of 10 MB, with room for
 * data URL headers, captions and the other fields of a request.
 */
export const PHOTO_BODY_LIMIT_BYTES =
  Math.ceil((MAX_PHOTOS_PER_REQUEST * MAX_PHOTO_BYTES * 4) / 3) + BODY_LIMIT_BYTES;

/*
 * The paths that carry photos. The REST surface is one wildcard route of
 * trpc-to-openapi and tRPC one route per prefix, so Fastify's per-route bodyLimit cannot
 * tell them apart: the server's limit is the photo limit, and limitBodySize (a
 * preParsing hook) holds every other path to BODY_LIMIT_BYTES.
 */
const PHOTO_REST_PATHS = [
  /^\/api\/workflow\/leads\/?$/,
  /^\/api\/workflow\/leads\/[^/]+\/?$/,
  /^\/api\/workflow\/leads\/[^/]+\/done\/?$/,
  /^\/api\/verify-property-photos\/?$/,
  /^\/api\/leads\/?$/,
  /^\/api\/ai\/(?:generate-quote|analyze-photos|validate-photos)\/?$/,
];
const PHOTO_PROCEDURES = new Set([
  "leads.create",
  "leads.update",
  "leads.submitCompletion",
  "photos.verifyProperty",
  "leadAliases.create",
  "ai.generateQuote",
  "ai.analyzePhotos",
  "ai.validatePhotos",
]);

export function bodyLimitFor(url: string): number {
  const path = url.split("?", 1)[0] ?? "";
  if (PHOTO_REST_PATHS.some((pattern) => pattern.test(path))) return PHOTO_BODY_LIMIT_BYTES;
  if (path.startsWith("/trpc/")) {
    // A batch names its procedures separated by commas.
    const names = decodeURIComponent(path.slice("/trpc/".length)).split(",");
    if (names.some((name) => PHOTO_PROCEDURES.has(name))) return PHOTO_BODY_LIMIT_BYTES;
  }
  return BODY_LIMIT_BYTES;
}

function payloadTooLarge(): Error {
  return Object.assign(new Error("Request body is too large"), {
    statusCode: 413,
    code: "FST_ERR_CTP_BODY_TOO_LARGE",
  });
}

/**
 * Refuses a body over its path's limit with 413: at once by its Content-Length, and
 * while it streams in when it has none (chunked), so it is never read whole.
 */
export async function limitBodySize(
  request: FastifyRequest,
  _reply: unknown,
  payload: NodeJS.ReadableStream,
): Promise<NodeJS.ReadableStream> {
  const limit = bodyLimitFor(request.url);
  if (limit >= PHOTO_BODY_LIMIT_BYTES) return payload;
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge();
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback(received > limit ? payloadTooLarge() : null, chunk);
    },
  });
  payload.pipe(counted);
  payload.on("error", (error: Error) => counted.destroy(error));
  return counted;
}
