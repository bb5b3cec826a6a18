import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { BODY_LIMIT_BYTES, limitBodySize } from "./limits/body-limit";
import { closeUnreadConnections } from "./limits/early-answer";
import { LONG_STRING_BYTES, parsePhotoBodyJson } from "./photos/photo-body-json";
import { collectPhotoGarbage } from "./photos/photo-garbage";
import { refuseUnknownPhotoSenders, type PhotoBodyLimits } from "./photos/photo-senders";
import { contextOf } from "./context";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/**
 * Bodiless action paths (accept, approve, resolve, sign out…) are sent with no body, with
 * a JSON content type or (SPEC §7: a body only when there is a payload) with none at all:
 * such a request is read as `{}` instead of being refused.
 */
function readBodilessAsJson(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
  const { headers } = request.raw;
  if (
    BODY_METHODS.has(request.method) &&
    headers["content-type"] === undefined &&
    headers["transfer-encoding"] === undefined &&
    (headers["content-length"] === undefined || headers["content-length"] === "0")
  ) {
    headers["content-type"] = "application/json";
  }
  done();
}

/**
 * How bodies are read: JSON only (an empty body is `{}`), every path held to its size
 * limit while it streams, a photo upload refused before it is read when its sender may
 * not send it, and the connection closed after an answer given before the body was read.
 */
// Fastify runs a plugin by the promise it returns; async without await is that promise.
// eslint-disable-next-line @typescript-eslint/require-await
async function bodyParsing(
  app: FastifyInstance,
  {
    photoBodyLimits,
    isAllowlisted,
  }: {
    /** Other limits on the line of photo bodies than the defaults (tests). */
    photoBodyLimits?: Partial<PhotoBodyLimits>;
    /** RATE_LIMIT_ALLOWLIST: addresses that may send several photo bodies at once. */
    isAllowlisted: (ip: string) => boolean;
  },
) {
  app.addHook("onRequest", readBodilessAsJson);
  const photoBodies = new WeakSet<FastifyRequest>();
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  const parseText = (request: FastifyRequest, text: string): unknown => {
    let parsed: { error: Error | null; value?: unknown } = { error: null };
    void parseJson(request, text, (error, value) => {
      parsed = { error, value };
    });
    if (parsed.error) throw parsed.error;
    return parsed.value;
  };
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const bytes = body as Buffer;
    // A body that may hold a photo's base64 is parsed without becoming one string first.
    if (bytes.length >= LONG_STRING_BYTES) {
      let parsed: unknown;
      try {
        parsed = parsePhotoBodyJson(bytes, (text) => parseText(request, text));
      } catch (error) {
        return done(error as Error);
      }
      // Only photo paths take bodies this large, one at a time (photo-senders.ts).
      if (bytes.length > BODY_LIMIT_BYTES) photoBodies.add(request);
      return done(null, parsed);
    }
    const text = bytes.toString();
    if (text.trim() === "") return done(null, {});
    void parseJson(request, text, done);
  });
  app.addHook("preHandler", (request, _reply, done) => {
    if (!photoBodies.has(request)) return done();
    // Once Fastify is done reading, its chunks and the body joined from them are garbage.
    setImmediate(() => {
      collectPhotoGarbage();
      done();
    });
  });
  app.addHook("preParsing", limitBodySize);
  app.addHook(
    "preParsing",
    refuseUnknownPhotoSenders(contextOf, { limits: photoBodyLimits, isAllowlisted }),
  );
  app.addHook("onSend", closeUnreadConnections);
}

export const bodyParsingPlugin = fp(bodyParsing, {
  name: "uplink-body-parsing",
  dependencies: ["uplink-context"],
});
