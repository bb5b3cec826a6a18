import { whileOutboxLocked } from "../features/offline/outboxLock";
import { forgetSubmission, storedSubmissions } from "../features/offline/outboxStore";
import { carrySubmission } from "../features/offline/submissionCarrier";
import type { Submission } from "../features/offline/submission";
import { CallRefused, NotThroughYet, workerCarrier } from "./worker-carrier";

/**
 * The service worker sends the outbox on its own (Background Sync), oldest first, with
 * no page open: each kept submission with the token it was kept under, by the same
 * procedures and Idempotency-Key as the page (carrySubmission), and takes the sent ones
 * out. One the server refuses (e.g. its session ended) stays for the page, which says
 * why; one kept without a token (by an older version) too. Stops at the first that
 * cannot get through (`stalled`: the browser should try the sync again later). Holds the
 * outbox lock throughout, so an open page never sends the same at once.
 */
export function sendOutbox(): Promise<{ sent: Submission[]; stalled: boolean }> {
  return whileOutboxLocked(async () => {
    const sent: Submission[] = [];
    for (const submission of await storedSubmissions()) {
      if (submission.authToken === undefined) continue;
      try {
        await carrySubmission(workerCarrier(submission.authToken), submission);
      } catch (error) {
        if (error instanceof CallRefused) continue;
        if (error instanceof NotThroughYet) return { sent, stalled: true };
        throw error;
      }
      await forgetSubmission(submission.key);
      sent.push(submission);
    }
    return { sent, stalled: false };
  });
}
