import { z } from "zod";
import { MAX_PHOTOS_PER_REQUEST, MIN_COMPLETION_PHOTOS } from "../constants";
import { said } from "../messages";
import { fieldMessage, validation } from "./field-message";
import { photoData } from "./fields";

const propertyPhotoRequired = fieldMessage(said.errors.propertyPhotoRequired);
const completionPhotosRequired = fieldMessage(said.errors.completionPhotosRequired);

/** Property photos to verify (POST /api/verify-property-photos and the photo checks). */
export const photosPayloadSchema = z.object({
  photos: z
    .array(photoData, propertyPhotoRequired)
    .min(1, propertyPhotoRequired)
    .max(MAX_PHOTOS_PER_REQUEST, validation.photosTooMany),
});
export type PhotosPayload = z.infer<typeof photosPayloadSchema>;

/** Completion photos that mark a job done (POST /api/workflow/leads/{id}/done). */
export const completionPhotosPayloadSchema = z.object({
  photos: z
    .array(photoData, completionPhotosRequired)
    .min(MIN_COMPLETION_PHOTOS, completionPhotosRequired)
    .max(MAX_PHOTOS_PER_REQUEST, validation.photosTooMany),
});
export type CompletionPhotosPayload = z.infer<typeof completionPhotosPayloadSchema>;

/**
 * POST /api/verify-property-photos: an empty list is answered (isValid false, with the
 * reason) rather than refused, so the form can show the answer like any other.
 */
export const propertyPhotosCheckInput = z.object({
  photos: z.array(photoData).max(MAX_PHOTOS_PER_REQUEST, validation.photosTooMany),
});
export type PropertyPhotosCheckInput = z.infer<typeof propertyPhotosCheckInput>;
