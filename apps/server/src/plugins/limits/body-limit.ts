import { Transform } from "node:stream";
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_REQUEST, Role } from "@uplink/domain";
import type { FastifyRequest, RequestPayload } from "fastify";
import { announcesBody } from "./early-answer";

/** Bodies above this are refused with 413 before any handler reads them. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Photos arrive as base64 JSON (4/3 of their size): ten photos of 10 MB, with room for
 * data URL headers, captions and the other fields of a request.
 */
export const PHOTO_BODY_LIMIT_BYTES =
  Math.ceil((MAX_PHOTOS_PER_REQUEST * MAX_PHOTO_BYTES * 4) / 3) + BODY_LIMIT_BYTES;

/** Who may send a photo body: the role the procedure requires, or any signed-in user. */
export type PhotoSenders = Role | "anyone signed in";

/*
 * The paths that carry photos, with who may send to them (the procedures' own role
 * checks, repeated so that a large body's sender is known before it is read). tRPC is
 * one route whose path names the procedures (a batch names several) and trpc-to-openapi's
 * wildcard still answers the REST spellings the REST routes do not match, so Fastify's
 * per-route bodyLimit cannot tell them apart: the server's limit is the photo limit,
 * and limitBodySize (a preParsing hook) holds every other path to BODY_LIMIT_BYTES.
 */
const PHOTO_REST_ROUTES: readonly {
  method: string;
  path: RegExp;
  senders: PhotoSenders;
  /** A photo check, counted against photoChecksPerUser. */
  check?: true;
}[] = [
  { method: "POST", path: /^\/api\/workflow\/leads\/?$/, senders: Role.CUSTOMER },
  { method: "PUT", path: /^\/api\/workflow\/leads\/[^/]+\/?$/, senders: Role.CUSTOMER },
  { method: "POST", path: /^\/api\/workflow\/leads\/[^/]+\/done\/?$/, senders: Role.INSTALLER },
  {
    method: "POST",
    path: /^\/api\/verify-property-photos\/?$/,
    senders: "anyone signed in",
    check: true,
  },
  { method: "POST", path: /^\/api\/leads\/?$/, senders: Role.CUSTOMER },
  { method: "POST", path: /^\/api\/ai\/generate-quote\/?$/, senders: "anyone signed in" },
  {
    method: "POST",
    path: /^\/api\/ai\/(?:analyze-photos|validate-photos)\/?$/,
    senders: "anyone signed in",
    check: true,
  },
];
const PHOTO_PROCEDURES = new Map<string, { senders: PhotoSenders; check?: true }>([
  ["leads.create", { senders: Role.CUSTOMER }],
  ["leads.update", { senders: Role.CUSTOMER }],
  ["leads.submitCompletion", { senders: Role.INSTALLER }],
  ["photos.verifyProperty", { senders: "anyone signed in", check: true }],
  ["leadAliases.create", { senders: Role.CUSTOMER }],
  ["ai.generateQuote", { senders: "anyone signed in" }],
  ["ai.analyzePhotos", { senders: "anyone signed in", check: true }],
  ["ai.validatePhotos", { senders: "anyone signed in", check: true }],
]);

/** A request to a photo path: who may send its body, and how many photo checks it asks for. */
export interface PhotoUpload {
  senders: PhotoSenders[];
  checks: number;
}

/**
 * The photo upload this method and URL make (for a tRPC batch, the senders and checks of
 * each photo procedure it names), or undefined where bodies are held to BODY_LIMIT_BYTES.
 */
export function photoUploadFor(method: string, url: string): PhotoUpload | undefined {
  const path = url.split("?", 1)[0] ?? "";
  const route = PHOTO_REST_ROUTES.find((r) => r.method === method && r.path.test(path));
  if (route) return { senders: [route.senders], checks: route.check ? 1 : 0 };
  if (method === "POST" && path.startsWith("/trpc/")) {
    let names: string[];
    try {
      // A batch names its procedures separated by commas.
      names = decodeURIComponent(path.slice("/trpc/".length)).split(",");
    } catch {
      return undefined;
    }
    const procedures = names.flatMap((name) => PHOTO_PROCEDURES.get(name) ?? []);
    if (procedures.length > 0) {
      return {
        senders: procedures.map((procedure) => procedure.senders),
        checks: procedures.filter((procedure) => procedure.check).length,
      };
    }
  }
  return undefined;
}

export function bodyLimitFor(method: string, url: string): number {
  return photoUploadFor(method, url) ? PHOTO_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
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
export function limitBodySize(
  request: FastifyRequest,
  _reply: unknown,
  payload: RequestPayload,
  done: (error: Error | null, payload?: RequestPayload) => void,
): void {
  if (!announcesBody(request.headers)) return done(null, payload);
  const limit = bodyLimitFor(request.method, request.url);
  if (limit >= PHOTO_BODY_LIMIT_BYTES) return done(null, payload);
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return done(payloadTooLarge());
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback(received > limit ? payloadTooLarge() : null, chunk);
    },
  });
  payload.pipe(counted);
  payload.on("error", (error: Error) => counted.destroy(error));
  done(null, counted);
}
