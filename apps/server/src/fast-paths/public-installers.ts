import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PublicAnswer, PublicAnswerMemo } from "@uplink/api/server";
import {
  BROTLI_OPTIONS,
  COMPRESSION_THRESHOLD_BYTES,
  GZIP_OPTIONS,
  SYNC_COMPRESSION_MAX_BYTES,
} from "../plugins/compression";

/**
 * The public installer answers from memory, decided once (issue 25's benchmark: the
 * profile page and the directory held to 0.6 of a bare twin, whose whole answer took less
 * than the product's fixed cost per request). `GET /api/installers/{id}` and `GET
 * /api/installers?…` are the same for everyone — no session, no language in a 200 — and
 * change only with the installers' data, which the database notifies on commit (migration
 * 0033; PublicAnswerMemo in @uplink/api says what voids what). So a 200 Fastify gave is
 * kept by its URL, and the same URL asked again is answered before Fastify with the same
 * bytes and headers, until a notification voids it.
 *
 * Two callers, and nothing else decides it:
 * - registerPublicAnswerMemo (Fastify's hooks): remembers each 200 of these routes, as
 *   JSON before compression, unless a change was heard while it was read;
 * - fast-paths/memory-answers.ts: rememberedPublicAnswer, the answer Fastify would give —
 *   its body as is, or compressed as plugins/compression.ts would (same encoder, level
 *   and threshold; made once per answer and encoding) — or undefined to go through Fastify.
 * memory-answers.test.ts compares both answers byte for byte and proves the voiding.
 */

const PROFILE_PATH =
  /^\/api\/installers\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\?|$)/i;
const DIRECTORY_PATH = /^\/api\/installers(?:\?|$)/;
/** Longer URLs are not remembered (each is a key of the memo). */
const MAX_URL_LENGTH = 1024;

/** Which public answer a GET of `url` is: its route as Fastify names it, and whose it is. */
export function publicAnswerOf(
  url: string,
): { route: string; installerId: string | null } | undefined {
  if (!url.startsWith("/api/installers") || url.length > MAX_URL_LENGTH) return undefined;
  const profile = PROFILE_PATH.exec(url);
  if (profile) return { route: "/api/installers/:id", installerId: profile[1]!.toLowerCase() };
  if (DIRECTORY_PATH.test(url)) return { route: "/api/installers", installerId: null };
  return undefined;
}

/**
 * The encoding plugins/compression.ts would choose, for the plain Accept-Encoding
 * headers browsers and clients send (names without weights); undefined when in doubt.
 */
function encodingFor(acceptEncoding: string | undefined): "br" | "gzip" | null | undefined {
  if (acceptEncoding === undefined) return null;
  const names = acceptEncoding
    .toLowerCase()
    .split(",")
    .map((name) => name.trim());
  if (!names.every((name) => /^[a-z-]+$/.test(name))) return undefined;
  if (names.includes("br")) return "br";
  if (names.includes("gzip") || names.includes("x-gzip")) return "gzip";
  return null;
}

/** The answer's body in `encoding`, compressed once and kept with it. */
function encoded(answer: PublicAnswer, encoding: "br" | "gzip"): Buffer {
  let body = answer.encoded.get(encoding);
  if (body === undefined) {
    const plain = Buffer.from(answer.body);
    body =
      encoding === "br" ? brotliCompressSync(plain, BROTLI_OPTIONS) : gzipSync(plain, GZIP_OPTIONS);
    answer.encoded.set(encoding, body);
  }
  return body;
}

/**
 * The 200 memory can give for a GET of `url`, as Fastify would write it (the data
 * headers and request id are added by memory-answers.ts); undefined when memory does not
 * know it or the request asks for what only Fastify decides.
 */
export function rememberedPublicAnswer(
  memo: PublicAnswerMemo,
  url: string,
  headers: { "accept-encoding"?: string; "x-no-compression"?: unknown },
): { route: string; headers: Record<string, string>; body: string | Buffer } | undefined {
  const which = publicAnswerOf(url);
  if (which === undefined || headers["x-no-compression"] !== undefined) return undefined;
  const answer = memo.answer(url);
  if (answer === undefined) return undefined;
  const size = Buffer.byteLength(answer.body);
  const encoding =
    size < COMPRESSION_THRESHOLD_BYTES ? null : encodingFor(headers["accept-encoding"]);
  if (encoding === undefined) return undefined;
  if (encoding === null) {
    return {
      route: which.route,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-length": String(size),
      },
      body: answer.body,
    };
  }
  // Larger answers are compressed as a stream by Fastify: not given from memory.
  if (size > SYNC_COMPRESSION_MAX_BYTES) return undefined;
  const body = encoded(answer, encoding);
  return {
    route: which.route,
    headers: {
      "content-type": "application/json; charset=utf-8",
      vary: "accept-encoding",
      "content-encoding": encoding,
      "content-length": String(body.length),
    },
    body,
  };
}

/**
 * Remembers the public answers Fastify gives: the change count before each is read, and
 * its JSON once it is a 200 (this instance-wide onSend hook runs before each route's
 * compression). Registered before the routes.
 */
export function registerPublicAnswerMemo(app: FastifyInstance, memo: PublicAnswerMemo): void {
  const readAt = new WeakMap<FastifyRequest, number>();
  app.addHook("onRequest", (request, _reply, done) => {
    if (request.method === "GET" && publicAnswerOf(request.url) !== undefined) {
      readAt.set(request, memo.changeCount);
    }
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    const count = readAt.get(request);
    if (count !== undefined && reply.statusCode === 200 && typeof payload === "string") {
      memo.remember(request.url, publicAnswerOf(request.url)!.installerId, payload, count);
    }
    done(null, payload);
  });
}
