import { getAuthToken } from "../../app/api/authToken";
import { deliverSubmission } from "./deliverSubmission";
import { isNetworkFailure } from "./networkFailure";
import { whileOutboxLocked } from "./outboxLock";
import { OUTBOX_SYNC_TAG } from "./outboxSignals";
import { forgetSubmission, storedSubmissions, storeSubmission } from "./outboxStore";
import type { Submission } from "./submission";

/** What became of a submission: sent now (with the answer), or kept to send later. */
export type SubmitOutcome = { status: "sent"; answer: unknown } | { status: "queued" };

/** What a flush did with one kept submission. */
export type FlushResult =
  | { submission: Submission; status: "sent"; answer: unknown }
  | { submission: Submission; status: "refused"; error: unknown };

const changes = new EventTarget();

/** Calls `listener` whenever the outbox gains or loses a submission; returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  changes.addEventListener("change", listener);
  return () => changes.removeEventListener("change", listener);
}

function changed() {
  changes.dispatchEvent(new Event("change"));
}

/**
 * The forms' one seam (issue 23): sends the submission now if the connection allows,
 * else keeps it (photos and all) in the outbox, to be sent once it returns. A refusal by
 * the server is thrown, as the mutation's error was.
 */
export async function submitOrQueue(submission: Submission): Promise<SubmitOutcome> {
  if (navigator.onLine) {
    try {
      return { status: "sent", answer: await deliverSubmission(submission) };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  const authToken = getAuthToken() ?? undefined;
  await storeSubmission({ ...submission, sessionHash: await currentSessionHash(), authToken });
  changed();
  void askForBackgroundSync();
  return { status: "queued" };
}

/**
 * Background Sync, where the browser has it, wakes the service worker once back online,
 * which sends the outbox itself, also with no page open (src/sw/send-outbox.ts).
 */
async function askForBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker.ready;
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } }).sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Without it, the open page's online event and timer send the outbox.
  }
}

/** SHA-256 of the stored session token, hex; undefined while signed out. */
async function currentSessionHash(): Promise<string | undefined> {
  const token = getAuthToken();
  if (token === null) return undefined;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The kept submissions of user `userId` (undefined while the server has not said who is
 * signed in, e.g. on a page opened offline) or of this session, oldest first.
 */
export async function outboxOf(userId: string | undefined): Promise<Submission[]> {
  const sessionHash = await currentSessionHash();
  return (await storedSubmissions()).filter(
    (submission) =>
      (userId !== undefined && submission.userId === userId) ||
      (sessionHash !== undefined && submission.sessionHash === sessionHash),
  );
}

/** The service worker sent some of the outbox (Background Sync): its readers read it again. */
export function outboxChangedByWorker(): void {
  changed();
}

/** The user discards a kept submission: it is never sent. */
export async function discardSubmission(key: string): Promise<void> {
  await forgetSubmission(key);
  changed();
}

let flushing: Promise<FlushResult[]> | null = null;

/**
 * Sends user `userId`'s (or this session's) kept submissions, oldest first, one at a time, and stops at the
 * first that still cannot get through. A sent or refused one leaves the outbox. One
 * flush at a time per page (a second call gets the running one's results), and none
 * while another page or the service worker sends (whileOutboxLocked).
 */
export function flushOutbox(userId: string | undefined): Promise<FlushResult[]> {
  flushing ??= whileOutboxLocked(() => sendEach(userId)).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendEach(userId: string | undefined): Promise<FlushResult[]> {
  const results: FlushResult[] = [];
  for (const submission of await outboxOf(userId)) {
    try {
      const answer = await deliverSubmission(submission);
      results.push({ submission, status: "sent", answer });
    } catch (error) {
      if (isNetworkFailure(error)) break;
      results.push({ submission, status: "refused", error });
    }
    await forgetSubmission(submission.key);
    changed();
  }
  return results;
}
