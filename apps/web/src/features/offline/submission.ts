import type { AppRouter } from "@uplink/api";
import type { inferRouterInputs } from "@trpc/server";

type Inputs = inferRouterInputs<AppRouter>;

/**
 * A photo kept with its submission: the file itself, so it survives a reload, and the
 * upload's id when it was already uploaded (ids last a day; see submissionCarrier).
 */
export interface QueuedPhoto {
  name: string;
  blob: Blob;
  /** The blob is already shrunk for upload (shrinkPhoto). */
  shrunk?: boolean;
  uploadId?: string;
}

interface SubmissionBase {
  /** The Idempotency-Key, made when the user pressed submit: the server does it once. */
  key: string;
  /** Who submitted it: only they, signed in, send it or see it. */
  userId: string;
  /**
   * SHA-256 of the session token it was kept under, so a page that cannot reach the
   * server to learn who is signed in still shows and sends its own (see outboxOf).
   */
  sessionHash?: string;
  /**
   * The session token it was kept under, for the service worker, which cannot read the
   * page's local storage, to send it with no page open (Background Sync). Only in the
   * outbox; never in a URL.
   */
  authToken?: string;
  /** When it was pressed (ms since the epoch). */
  createdAt: number;
  photos: QueuedPhoto[];
}

/** A customer's new request (`leads.create`), its photos apart. */
export interface CreateLeadSubmission extends SubmissionBase {
  kind: "createLead";
  fields: Omit<Inputs["leads"]["create"], "photos">;
}

/** An installer's completion photos (`leads.submitCompletion`) with their captions. */
export interface CompletionSubmission extends SubmissionBase {
  kind: "completion";
  leadId: string;
  captions: string[];
}

/** What the outbox keeps and sends (issue 23). */
export type Submission = CreateLeadSubmission | CompletionSubmission;

type Fresh<S extends Submission> = Omit<S, "key" | "createdAt" | "sessionHash" | "authToken">;

/** A submission made now, with its new Idempotency-Key. */
export function newSubmission<S extends Submission>(fields: Fresh<S>): S {
  return { ...fields, key: crypto.randomUUID(), createdAt: Date.now() } as S;
}
