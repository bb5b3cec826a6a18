import { said } from "@uplink/domain";
import { BadRequest } from "../errors";

/** The header a client names a submission by, so that sending it again does nothing twice. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

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
