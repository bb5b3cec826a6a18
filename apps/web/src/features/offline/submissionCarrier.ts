import { shrinkPhoto } from "../photos/shrink-photo";
import type {
  CompletionSubmission,
  CreateLeadSubmission,
  QueuedPhoto,
  Submission,
} from "./submission";

/**
 * An upload id is taken for a day (the server's PHOTO_UPLOAD_TTL_MS); a submission kept
 * longer than this uploads its photos again rather than name ids that may have expired.
 */
export const UPLOAD_IDS_TRUSTED_FOR_MS = 20 * 60 * 60 * 1000;

/**
 * How a submission reaches the server: the page's (tRPC client, XMLHttpRequest uploads
 * with progress) or the service worker's (fetch, with the token the page kept). Each call
 * carries the submission's Idempotency-Key where it takes one.
 */
export interface SubmissionCarrier {
  /** Uploads one shrunk photo; answers its upload id. */
  upload(photo: Blob): Promise<string>;
  createLead(
    fields: CreateLeadSubmission["fields"] & { photoIds?: string[] },
    key: string,
  ): Promise<unknown>;
  submitCompletion(
    input: { id: string; photoIds: string[]; captions: CompletionSubmission["captions"] },
    key: string,
  ): Promise<unknown>;
}

async function uploadedIdOf(carrier: SubmissionCarrier, photo: QueuedPhoto): Promise<string> {
  const body = photo.shrunk ? photo.blob : await shrinkPhoto(photo.blob);
  return carrier.upload(body);
}

/** The submission's photos as upload ids, uploading (one after another) those without one. */
async function photoIdsOf(
  carrier: SubmissionCarrier,
  submission: Submission,
  now: number,
): Promise<string[]> {
  const idsStillGood = now - submission.createdAt < UPLOAD_IDS_TRUSTED_FOR_MS;
  const ids: string[] = [];
  for (const photo of submission.photos) {
    ids.push(idsStillGood && photo.uploadId ? photo.uploadId : await uploadedIdOf(carrier, photo));
  }
  return ids;
}

/**
 * Sends one submission by `carrier`: the one place that turns its photos into what the
 * procedures take — upload ids, uploading first the photos that were not through yet
 * (picked while offline) — and then calls the procedure with its Idempotency-Key, so
 * sending it again never does it twice. Answers the procedure's answer; throws the
 * carrier's error.
 */
export async function carrySubmission(
  carrier: SubmissionCarrier,
  submission: Submission,
  now = Date.now(),
): Promise<unknown> {
  const photoIds = await photoIdsOf(carrier, submission, now);
  if (submission.kind === "createLead") {
    return carrier.createLead(
      { ...submission.fields, ...(photoIds.length > 0 ? { photoIds } : {}) },
      submission.key,
    );
  }
  return carrier.submitCompletion(
    { id: submission.leadId, photoIds, captions: submission.captions },
    submission.key,
  );
}
