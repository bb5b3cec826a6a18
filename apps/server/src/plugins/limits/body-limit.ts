import { Transform } from "node:stream";
import type { AnyTRPCRouter } from "@trpc/server";
import { getPathRegExp, normalizePath } from "trpc-to-openapi";
import {
  appRouter,
  photoBodyProcedures,
  type Callers,
  type PhotoBodyProcedure,
} from "@uplink/api/server";
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_REQUEST } from "@uplink/domain";
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

/**
 * POST /api/photos/uploads: one photo as binary, in a multipart form or as the body
 * itself, with room for the form's boundaries and part headers.
 */
export const PHOTO_UPLOADS_PATH = "/api/photos/uploads";
export const PHOTO_UPLOAD_BODY_LIMIT_BYTES = MAX_PHOTO_BYTES + 64 * 1024;

/** Who may send a photo body: the role the procedure requires, or any signed-in user. */
export type PhotoSenders = Callers;

/** A request to a photo path: who may send its body, and how many photo checks it asks for. */
export interface PhotoUpload {
  senders: PhotoSenders[];
  checks: number;
}

/** Where the REST surface is mounted. */
const REST_BASE = "/api";

/**
 * The photo uploads a router's procedures declare (`.meta(photoBody)`), by method and URL.
 * tRPC is one route whose path names the procedures (a batch names several) and
 * trpc-to-openapi's wildcard still answers the REST spellings the REST routes do not
 * match, so Fastify's per-route bodyLimit cannot tell them apart: the server's limit is
 * the photo limit, and limitBodySize (a preParsing hook) holds every other path to
 * BODY_LIMIT_BYTES. Who may send is known from the procedure too, so that a large body's
 * sender is refused before it is read.
 */
export class PhotoUploads {
  readonly #procedures = new Map<string, PhotoBodyProcedure>();
  readonly #rest: { method: string; pattern: RegExp; procedure: PhotoBodyProcedure }[] = [];

  constructor(router: AnyTRPCRouter) {
    for (const procedure of photoBodyProcedures(router)) {
      this.#procedures.set(procedure.path, procedure);
      if (procedure.rest) {
        // Matched as trpc-to-openapi matches: letter case aside, a slash at either end aside.
        const pattern = getPathRegExp(normalizePath(procedure.rest.path));
        this.#rest.push({ method: procedure.rest.method, pattern, procedure });
      }
    }
  }

  /**
   * The photo upload this method and URL make (for a tRPC batch, the senders and checks of
   * each photo procedure it names), or undefined where bodies are held to BODY_LIMIT_BYTES.
   */
  of(method: string, url: string): PhotoUpload | undefined {
    const path = url.split("?", 1)[0] ?? "";
    if (method === "POST" && path === PHOTO_UPLOADS_PATH) return ONE_PHOTO_UPLOAD;
    if (path.startsWith(`${REST_BASE}/`)) {
      const below = normalizePath(path.slice(REST_BASE.length));
      const route = this.#rest.find((r) => r.method === method && r.pattern.test(below));
      if (route) return uploadOf([route.procedure]);
    }
    if (method === "POST" && path.startsWith("/trpc/")) {
      let names: string[];
      try {
        // A batch names its procedures separated by commas.
        names = decodeURIComponent(path.slice("/trpc/".length)).split(",");
      } catch {
        return undefined;
      }
      const procedures = names.flatMap((name) => this.#procedures.get(name) ?? []);
      if (procedures.length > 0) return uploadOf(procedures);
    }
    return undefined;
  }

  /** The body limit of a request with this method and URL. */
  bodyLimitFor(method: string, url: string): number {
    const upload = this.of(method, url);
    if (upload === ONE_PHOTO_UPLOAD) return PHOTO_UPLOAD_BODY_LIMIT_BYTES;
    return upload ? PHOTO_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
  }
}

/** A photo sent alone (PHOTO_UPLOADS_PATH): anyone signed in, one photo check. */
const ONE_PHOTO_UPLOAD: PhotoUpload = { senders: ["anyone signed in"], checks: 1 };

function uploadOf(procedures: readonly PhotoBodyProcedure[]): PhotoUpload {
  return {
    senders: procedures.map((procedure) => procedure.callers),
    checks: procedures.filter((procedure) => procedure.photoCheck).length,
  };
}

/** The photo uploads of the server's own router. */
const APP_PHOTO_UPLOADS = new PhotoUploads(appRouter);

/** The photo upload this method and URL make on the server, or undefined. */
export function photoUploadFor(method: string, url: string): PhotoUpload | undefined {
  return APP_PHOTO_UPLOADS.of(method, url);
}

export function bodyLimitFor(method: string, url: string): number {
  return APP_PHOTO_UPLOADS.bodyLimitFor(method, url);
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
