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
 * API answers over 1 KB compressed when the request's Accept-Encoding asks for it (issue
 * 23): brotli at quality 4 or gzip at level 5, cheap in CPU for most of the saving; never
 * when it does not ask. The built SPA's files are not compressed here: the web build
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
    encodings: ["br", "gzip"],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
}

export const compressionPlugin = fp(compression, { name: "uplink-compression" });
