import type { PhotoVerificationResult, PropertyPhotosCheckInput } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps, Context } from "../context";
import { requestLocaleOf } from "../i18n/request-locale";
import type { PhotoCheckCounter } from "../ports/photo-check-counter";
import { CountedPhotoChecks } from "./counted-photo-checks";
import { recordQuietly } from "./photo-rejections";
import { inWords, verifyPropertyPhotos } from "./verify-photos";

/**
 * POST /api/verify-property-photos for a signed-in user, limited per user: each call
 * may decode ten large photos, the most expensive work a request can ask for. A refusal
 * is recorded, so that repeated ones reach the administrators. A check the server counted
 * before its body was read (the request's photoChecks) is not counted twice. The answer
 * is in the caller's language.
 */
export async function checkPropertyPhotos(
  deps: ApiDeps & Partial<Pick<Context, "request">> & { photoChecks?: PhotoCheckCounter },
  user: SessionUser,
  { photos }: PropertyPhotosCheckInput,
): Promise<PhotoVerificationResult> {
  await (deps.photoChecks ?? new CountedPhotoChecks()).count(deps.rateLimiter, user.id);
  const result = await verifyPropertyPhotos(photos);
  if (!result.isValid && result.reason) await recordQuietly(deps, user, result.reason);
  return inWords(result, requestLocaleOf({ user, request: deps.request }));
}
