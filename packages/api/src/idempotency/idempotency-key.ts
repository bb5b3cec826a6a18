import { said } from "@uplink/domain";
import { z } from "zod";
import { BadRequest } from "../errors";
import type { MoreOpenApiFields } from "../openapi-meta";

/** The header a client names a submission by, so that sending it again does nothing twice. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

/** What the OpenAPI document says of the header, on each path whose procedure is `idempotent`. */
export const idempotencyKeyDocumented: MoreOpenApiFields = {
  requestHeaders: z.object({
    [IDEMPOTENCY_KEY_HEADER]: z
      .string()
      .optional()
      .meta({
        description:
          "A UUID naming this submission. The same user sending the same body again " +
          "with the key gets the first answer, and nothing is done twice (also when both " +
          "arrive at once); another body under the key is a 422, a key that is not a " +
          "UUID a 400, a refused request frees its key. Keys are kept a day.",
      }),
  }),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The request's Idempotency-Key as stored (lower case), or undefined without one; a key
 * that is not a UUID (the web app makes one when the user presses submit) is a 400.
 */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!UUID.test(header)) throw new BadRequest(said.server.idempotencyKeyMalformed);
  return header.toLowerCase();
}
