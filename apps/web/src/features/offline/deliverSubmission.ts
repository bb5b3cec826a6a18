import { trpcClient } from "../../app/api/trpcClient";
import { withIdempotencyKey } from "../../app/api/idempotencyKey";
import { shrinkPhoto } from "../photos/shrink-photo";
import { uploadWithRetry } from "../photos/upload-with-retry";
import type { QueuedPhoto, Submission } from "./submission";

/**
 * An upload id is taken for a day (the server's PHOTO_UPLOAD_TTL_MS); a submission kept
 * longer than this uploads its photos again rather than name ids that may have expired.
 */
export const UPLOAD_IDS_TRUSTED_FOR_MS = 20 * 60 * 60 * 1000;

async function uploadedIdOf(photo: QueuedPhoto): Promise<string> {
  const body = photo.shrunk ? photo.blob : await shrinkPhoto(photo.blob);
  return (await uploadWithRetry(body)).id;
}

/** The submission's photos as upload ids, uploading (one after another) those without one. */
async function photoIdsOf(submission: Submission, now: number): Promise<string[]> {
  const idsStillGood = now - submission.createdAt < UPLOAD_IDS_TRUSTED_FOR_MS;
  const ids: string[] = [];
  for (const photo of submission.photos) {
    ids.push(idsStillGood && photo.uploadId ? photo.uploadId : await uploadedIdOf(photo));
  }
  return ids;
}

/**
 * Sends one submission, whether it was just pressed or kept in the outbox: the one place
 * that turns its photos into what the procedures take — upload ids, uploading first the
 * photos that were not through yet (picked while offline). Its Idempotency-Key travels
 * with it, so sending it again never does it twice. Answers the procedure's answer;
 * throws its error (an upload that did not get through throws UploadFailed, which the
 * outbox reads as "try again later").
 */
export async function deliverSubmission(
  submission: Submission,
  now = Date.now(),
): Promise<unknown> {
  const photoIds = await photoIdsOf(submission, now);
  const options = withIdempotencyKey(submission.key);
  if (submission.kind === "createLead") {
    return trpcClient.leads.create.mutate(
      { ...submission.fields, ...(photoIds.length > 0 ? { photoIds } : {}) },
      options,
    );
  }
  return trpcClient.leads.submitCompletion.mutate(
    { id: submission.leadId, photoIds, captions: submission.captions },
    options,
  );
}
