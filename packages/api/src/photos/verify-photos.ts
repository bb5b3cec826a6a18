import {
  MAX_PHOTOS_PER_REQUEST,
  MIN_COMPLETION_PHOTOS,
  said,
  translate,
  type Locale,
  type Message,
  type PhotoVerificationResult,
} from "@uplink/domain";
import { AppError } from "../errors";
import { decodePhotoInput } from "./decode-photo-input";
import { inspectPhoto } from "./inspect-photo";
import { findSamePhotos, perceptualHash } from "./perceptual-hash";
import { photoWork } from "./photo-work";

const { errors, server, validation } = said;

/** A photo check's answer by key: its sentences are said in the caller's language (inWords). */
export interface PhotoVerification {
  isValid: boolean;
  reason?: Message;
  feedback?: Message;
}

/** A photo check's answer in `locale`. */
export function inWords(verification: PhotoVerification, locale: Locale): PhotoVerificationResult {
  const { isValid, reason, feedback } = verification;
  return {
    isValid,
    ...(reason ? { reason: translate(reason, locale) } : {}),
    ...(feedback ? { feedback: translate(feedback, locale) } : {}),
  };
}

/**
 * The answer of POST /api/verify-property-photos: each photo is decoded and inspected
 * in turn (one at a time across the process, photoWork, so that large photos are never
 * decoded at once), and the first refusal is the reason, naming the photo when there
 * are several.
 *
 * A refusal carries its sentence as `reason` and as `feedback`, the field the web shows
 * in its 'Photo Rejected' toast (SPEC §8).
 */
export async function verifyPropertyPhotos(photos: readonly string[]): Promise<PhotoVerification> {
  if (photos.length === 0) return refused(errors.propertyPhotoRequired);
  if (photos.length > MAX_PHOTOS_PER_REQUEST) return refused(validation.photosTooMany);
  const refusal = await firstRefusal(photos);
  return refusal ?? accepted(photos.length);
}

/**
 * Completion photos (SPEC §4: ON_SITE to DONE): at least MIN_COMPLETION_PHOTOS, each
 * acceptable as a property photo is, and no two showing the same thing by perceptual
 * hash, so one photo sent three times does not prove the work. Photos uploaded
 * beforehand were checked then; their perceptual hashes (`uploadedHashes`) count after
 * the data URLs, in the positions a refusal names.
 */
export async function verifyCompletionPhotos(
  photos: readonly string[],
  uploadedHashes: readonly string[] = [],
): Promise<PhotoVerification> {
  const count = photos.length + uploadedHashes.length;
  if (count < MIN_COMPLETION_PHOTOS) return refused(errors.completionPhotosRequired);
  if (count > MAX_PHOTOS_PER_REQUEST) return refused(validation.photosTooMany);
  const hashes: string[] = [];
  const refusal = await firstRefusal(photos, async (bytes) => {
    hashes.push(await perceptualHash(bytes));
  });
  if (refusal) return refusal;
  const same = findSamePhotos([...hashes, ...uploadedHashes]);
  if (same) return refused(server.photosLookAlike(same[0] + 1, same[1] + 1));
  return accepted(count);
}

async function firstRefusal(
  photos: readonly string[],
  afterInspection?: (bytes: Buffer) => Promise<void>,
): Promise<PhotoVerification | null> {
  for (const [index, photo] of photos.entries()) {
    try {
      await photoWork.run(async () => {
        const bytes = decodePhotoInput(photo);
        await inspectPhoto(bytes);
        await afterInspection?.(bytes);
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return refused(
        photos.length === 1 ? error.said : server.photoAtPosition(index + 1, error.said),
      );
    }
  }
  return null;
}

function refused(reason: Message): PhotoVerification {
  return { isValid: false, reason, feedback: reason };
}

function accepted(count: number): PhotoVerification {
  return { isValid: true, feedback: server.photosAccepted(count) };
}
