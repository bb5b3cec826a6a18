import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { limitBodySize } from "./limits/body-limit";
import { closeUnreadConnections } from "./limits/early-answer";
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
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") return done(null, {});
    void parseJson(request, text, done);
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
