import { trpcClient } from "../../app/api/trpcClient";
import { withIdempotencyKey } from "../../app/api/idempotencyKey";
import { uploadWithRetry } from "../photos/upload-with-retry";
import { carrySubmission, type SubmissionCarrier } from "./submissionCarrier";
import type { Submission } from "./submission";

/** The page's way: tRPC, and uploads tried again a few times (uploadWithRetry). */
const pageCarrier: SubmissionCarrier = {
  upload: async (photo) => (await uploadWithRetry(photo)).id,
  createLead: (input, key) => trpcClient.leads.create.mutate(input, withIdempotencyKey(key)),
  submitCompletion: (input, key) =>
    trpcClient.leads.submitCompletion.mutate(input, withIdempotencyKey(key)),
};

/**
 * Sends one submission from the page, whether it was just pressed or kept in the
 * outbox (carrySubmission). Answers the procedure's answer; throws its error (an upload
 * that did not get through throws UploadFailed, which the outbox reads as "try again
 * later").
 */
export function deliverSubmission(submission: Submission, now = Date.now()): Promise<unknown> {
  return carrySubmission(pageCarrier, submission, now);
}
