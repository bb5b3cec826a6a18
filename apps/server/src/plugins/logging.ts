import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { Config } from "../config";
import { redactSecretsInUrl } from "../password-in-url";
import { CONFIRM_PASSWORD_HEADER } from "./context";

/**
 * The request log: at LOG_LEVEL, to standard output unless a test reads it, with
 * credentials (bearer tokens, cookies, the re-entered password, secrets in the query)
 * never written.
 */
export function loggerOptions(
  config: Pick<Config, "logLevel">,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        `req.headers["${CONFIRM_PASSWORD_HEADER}"]`,
        'res.headers["set-cookie"]',
        "headers.authorization",
        "headers.cookie",
        `headers["${CONFIRM_PASSWORD_HEADER}"]`,
      ],
      censor: "[redacted]",
    },
    serializers: {
      // Fastify's own request serializer, with passwords cut out of the URL.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactSecretsInUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
