import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { constants } from "node:zlib";

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * What is compressed: text and JSON. Never `text/event-stream` (a live stream must flush
 * each event as it happens, which a compressor holding bytes back would not), nor
 * `application/jsonl` streams, nor images and octet streams (photos: compressed already).
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+]json(?:;|$)|[/+]xml(?:;|$)|javascript(?:;|$)/;

/**
 * Answers up to this size are compressed in one call rather than through a zlib stream
 * (@fastify/compress `syncThreshold`; its default on a 2-core machine is 8 KB). A job list
 * page is about 33 KB: streamed, each answer paid for a compressor's setup and a trip
 * through libuv's thread pool besides the compression itself.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

/**
 * Issue 23's goal: the server's CPU per compressed job list page within 15 % of an
 * uncompressed one. Measured with `pnpm bench --only list-cpu` (2 cores, busy machine,
 * 33.2 KB page, 50 rows): brotli quality 4 streamed cost 2,489 µs against 1,680 µs
 * uncompressed (1.48); in one call 2,400 against 1,855 µs (1.29). Compressing the page in
 * one call costs (bench process): brotli q1 79 µs (4.0 KB), q4 272 µs (3.6 KB), q5 457 µs;
 * gzip 1 125 µs (4.4 KB), gzip 5 212 µs (4.0 KB): the goal leaves ~170–280 µs per page,
 * so brotli quality 1 and gzip level 1, whose pages are 0.4–0.7 KB larger than q4's. With
 * them, in one call: 1,583 ÷ 1,281 µs (1.24) and 1,254 ÷ 1,108 µs (1.13, 23,715 pages) in
 * two runs on a machine at load average 30–40; quality 4 never came within 15 %.
 */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;

/** The compressors' options, which fast-paths/public-installers.ts uses alike. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
export const GZIP_OPTIONS = { level: GZIP_LEVEL };

/**
 * API answers over 1 KB compressed when the request's Accept-Encoding asks for it (issue
 * 23): brotli or gzip at the levels above, chosen by measurement; never when it does not
 * ask. The built SPA's files are not compressed here: the web build
 * writes their .br and .gz once, and plugins/spa.ts sends those.
 *
 * Registered before any route: @fastify/compress adds itself to each route as it is
 * declared (onRoute), after the instance's own onSend hooks.
 */
async function compression(app: FastifyInstance) {
  // tRPC's adapter answers with a fetch Response, whose body @fastify/compress would
  // stream through the compressor whatever its size. An answer of JSON is whole already:
  // as bytes, it is compressed only over the threshold and keeps its Content-Length. A
  // request that names no encoding gets the adapter's answer untouched, as before.
  app.addHook("onSend", async (request, reply, payload) => {
    if (!(payload instanceof Response) || request.headers["accept-encoding"] === undefined) {
      return payload;
    }
    if (!/^application\/json(?:;|$)/.test(payload.headers.get("content-type") ?? "")) {
      return payload;
    }
    void reply.code(payload.status);
    for (const [name, value] of payload.headers) void reply.header(name, value);
    return payload.body === null ? null : Buffer.from(await payload.arrayBuffer());
  });

  await app.register(fastifyCompress, {
    globalCompression: true,
    // Request bodies are read as they are sent, within their limits (plugins/limits): a
    // compressed body is not inflated here.
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    encodings: ["br", "gzip"],
    customTypes: COMPRESSIBLE,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}

export const compressionPlugin = fp(compression, { name: "uplink-compression" });
