import type { FastifyReply, FastifyRequest } from "fastify";
import { messages } from "@uplink/domain";

/*
 * REST sends DELETE input in the query string, so a client could put the password of
 * DELETE /api/me there, where proxies and logs keep it. The API refuses that, and the
 * request log never shows such a value.
 */

const PASSWORD_PARAMETER = /([?&][^=&]*password[^=&]*=)[^&]*/gi;

export function redactPasswordsInUrl(url: string): string {
  return url.replace(PASSWORD_PARAMETER, "$1[redacted]");
}

/** onRequest hook: a password in the query string of a REST call is a 400. */
export async function refusePasswordInUrl(request: FastifyRequest, reply: FastifyReply) {
  if (request.url.startsWith("/api/") && redactPasswordsInUrl(request.url) !== request.url) {
    return reply.status(400).send({ code: "BAD_REQUEST", message: messages.server.passwordInUrl });
  }
}
