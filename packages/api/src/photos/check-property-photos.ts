import type { PhotoVerificationResult } from "@uplink/domain";
import type { AuthedContext } from "../context";
import { recordQuietly } from "./photo-rejections";
import { verifyPropertyPhotos } from "./verify-photos";

/**
 * POST /api/verify-property-photos for a signed-in user, limited per user: each call
 * may decode ten large photos, the most expensive work a request can ask for. A refusal
 * is recorded, so that repeated ones reach the administrators.
 */
export async function checkPropertyPhotos(
  ctx: AuthedContext,
  photos: readonly string[],
): Promise<PhotoVerificationResult> {
  ctx.rateLimiter.consume(["photoChecksPerUser", ctx.user.id]);
  const result = await verifyPropertyPhotos(photos);
  if (!result.isValid && result.reason) await recordQuietly(ctx, ctx.user, result.reason);
  return result;
}
