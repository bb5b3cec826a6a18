import type { FastifyInstance } from "fastify";
import { AppError, receivePaymentEvent, type ApiDeps } from "@uplink/api/server";
import { translate } from "@uplink/domain";
import { localeOfRequest } from "./context";
import type { ErrorBody } from "./errors";

export const PAYMENT_WEBHOOK_PATH = "/api/payments/stripe/webhook";

/**
 * POST /api/payments/stripe/webhook: Stripe's events. A plain route, because the
 * signature is over the raw body: this scope reads every body as bytes, unparsed.
 * No session is involved; the signature is the only credential.
 */
export async function registerPaymentWebhook(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, parsed) => {
      parsed(null, body);
    });
    scope.post(PAYMENT_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        return await receivePaymentEvent(
          deps,
          rawBody,
          typeof signature === "string" ? signature : undefined,
        );
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== "BAD_REQUEST") throw error;
        const body: ErrorBody = {
          code: error.code,
          message: translate(error.said, localeOfRequest(request).locale()),
        };
        return reply.status(400).send(body);
      }
    });
    done();
  });
}
