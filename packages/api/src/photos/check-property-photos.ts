import type { PhotoVerificationResult, PropertyPhotosCheckInput } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { recordQuietly } from "./photo-rejections";
import { verifyPropertyPhotos } from "./verify-photos";

/**
 * POST /api/verify-property-photos for a signed-in user, limited per user: each call
 * may decode ten large photos, the most expensive work a request can ask for. A refusal
 * is recorded, so that repeated ones reach the administrators.
 */
export async function checkPropertyPhotos(
  deps: ApiDeps,
  user: SessionUser,
  { photos }: PropertyPhotosCheckInput,
): Promise<PhotoVerificationResult> {
  await deps.rateLimiter.consume(["photoChecksPerUser", user.id]);
  const result = await verifyPropertyPhotos(photos);
  if (!result.isValid && result.reason) await recordQuietly(deps, user, result.reason);
  return result;
}
