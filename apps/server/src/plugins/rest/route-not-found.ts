import { said, translate } from "@uplink/domain";
import type { FastifyRequest } from "fastify";
import { localeOfRequest } from "../context";

/**
 * The REST answer to a path and method no procedure has (issue 22): the body
 * trpc-to-openapi's adapter writes for its "Not found" (the error formatter's shape, no
 * procedure path), saying the catalogue's sentence in the request's language. The adapter
 * cannot say it so: it has no context, and so no language, before it finds a procedure.
 */
export function routeNotFoundJson(request: FastifyRequest): string {
  return JSON.stringify({
    message: translate(said.server.routeNotFound, localeOfRequest(request).locale()),
    code: "NOT_FOUND",
    data: { code: "NOT_FOUND", httpStatus: 404 },
  });
}
