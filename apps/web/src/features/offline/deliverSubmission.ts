import { trpcClient } from "../../app/api/trpcClient";
import { withIdempotencyKey } from "../../app/api/idempotencyKey";
import type { Submission } from "./submission";

/** A Blob as the data URL the procedures take today. */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error("unreadable photo"));
    reader.readAsDataURL(blob);
  });
}

/**
 * Sends one submission, whether it was just pressed or kept in the outbox: the one place
 * that turns its Blobs into what the procedures take (data URLs today; uploads by id
 * once photos are uploaded on their own). Its Idempotency-Key travels with it, so sending
 * it again never does it twice. Answers the procedure's answer; throws its error.
 */
export async function deliverSubmission(submission: Submission): Promise<unknown> {
  const photos = await Promise.all(submission.photos.map((photo) => dataUrlOf(photo.blob)));
  const options = withIdempotencyKey(submission.key);
  if (submission.kind === "createLead") {
    return trpcClient.leads.create.mutate(
      { ...submission.fields, ...(photos.length > 0 ? { photos } : {}) },
      options,
    );
  }
  return trpcClient.leads.submitCompletion.mutate(
    { id: submission.leadId, photos, captions: submission.captions },
    options,
  );
}
