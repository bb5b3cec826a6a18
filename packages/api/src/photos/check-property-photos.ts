import type { PhotoVerificationResult } from "@uplink/domain";
import type { AuthedContext } from "../context";
import { verifyPropertyPhotos } from "./verify-photos";

/**
 * POST /api/verify-property-photos for a signed-in user, limited per user: each call
 * may decode ten large photos, the most expensive work a request can ask for.
 */
export function checkPropertyPhotos(
  ctx: AuthedContext,
  photos: readonly string[],
): Promise<PhotoVerificationResult> {
  ctx.rateLimiter.consume(["photoChecksPerUser", ctx.user.id]);
  return verifyPropertyPhotos(photos);
}
