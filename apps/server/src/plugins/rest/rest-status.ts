import { retryAfterMeta } from "../trpc/retry-after";

/** The procedures whose answer `{ offer }` records an offer rather than a change made. */
const OFFER_PROCEDURES = new Set(["leads.makeOffer", "leads.accept", "leadAliases.accept"]);

/** The procedures that create what they answer: 201 Created (issue 25). */
const CREATING_PROCEDURES = new Set(["reviews.write"]);

/**
 * The `responseMeta` of the REST surface: Retry-After as on tRPC, and 202 Accepted for a
 * recorded offer (issue 11), which changes nothing until the customer accepts it — the
 * same procedures answer 200 with the lead when an acceptance took effect.
 */
export function restResponseMeta(options: {
  paths?: readonly string[];
  data: readonly unknown[];
  errors: readonly { cause?: unknown }[];
}): { status?: number; headers?: Record<string, string> } {
  const meta = retryAfterMeta(options);
  const [path] = options.paths ?? [];
  const [answer] = options.data;
  if (
    options.errors.length === 0 &&
    path !== undefined &&
    OFFER_PROCEDURES.has(path) &&
    typeof answer === "object" &&
    answer !== null &&
    "offer" in answer
  ) {
    return { ...meta, status: 202 };
  }
  if (options.errors.length === 0 && path !== undefined && CREATING_PROCEDURES.has(path)) {
    return { ...meta, status: 201 };
  }
  return meta;
}
