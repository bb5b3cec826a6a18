import type { FastifyReply, FastifyRequest } from "fastify";
import { said } from "@uplink/domain";
import { refusalBody } from "../errors";

/*
 * REST sends DELETE input in the query string, so a client could put the password of
 * DELETE /api/me there, where proxies and logs keep it. The API refuses that. Mailed
 * links carry their single-use token in the query (`/verify-email?token=…`,
 * `/reset-password?token=…`), which is fine for the link but not for the request log:
 * the log never shows the value of a password or token parameter.
 */

const PASSWORD_NAME = /password/i;
/** Only a URL spelling "password" or escaping a character can name one: most do neither. */
const MAY_NAME_A_PASSWORD = /password|%/i;
// `code`: DELETE /api/me of an account without a password takes its mailed code there.
// `connectionParams`: a live stream's single-use ticket (stream-ticket.ts).
const SECRET_NAME = /password|token|^code$|^connectionParams$/i;

/** A parameter's name as the server reads it: `t%6Fken` and `token` are one name. */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/** The names of the query parameters that carry a value. */
function namesWithValues(url: string): string[] {
  const query = url.split("?").slice(1).join("?");
  return query
    .split("&")
    .filter((parameter) => parameter.includes("="))
    .map((parameter) => decodedName(parameter.slice(0, parameter.indexOf("="))));
}

/** The URL as the request log shows it: passwords and tokens replaced by `[redacted]`. */
export function redactSecretsInUrl(url: string): string {
  const start = url.indexOf("?");
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split("&")
    .map((parameter) => {
      const equals = parameter.indexOf("=");
      if (equals < 0 || !SECRET_NAME.test(decodedName(parameter.slice(0, equals)))) {
        return parameter;
      }
      return `${parameter.slice(0, equals)}=[redacted]`;
    });
  return `${url.slice(0, start)}?${query.join("&")}`;
}

/** onRequest hook: a password in the query string of a REST call is a 400. */
export function refusePasswordInUrl(
  request: FastifyRequest,
  reply: FastifyReply,
  done: () => void,
): void {
  const { url } = request;
  if (
    url.startsWith("/api/") &&
    url.includes("?") &&
    MAY_NAME_A_PASSWORD.test(url) &&
    namesWithValues(url).some((name) => PASSWORD_NAME.test(name))
  ) {
    void reply.status(400).send(refusalBody(request, "BAD_REQUEST", said.server.passwordInUrl));
    return;
  }
  done();
}
