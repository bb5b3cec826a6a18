import { PHOTO_UPLOADS_URL } from "../features/photos/upload-photo-url";
import type { SubmissionCarrier } from "../features/offline/submissionCarrier";
import { TRY_AGAIN_STATUSES } from "../features/offline/tryAgainStatuses";

/** The call did not get through (no connection, a busy or failing server): try later. */
export class NotThroughYet extends Error {
  constructor(readonly status: number) {
    super(`not through yet (${status})`);
    this.name = "NotThroughYet";
  }
}

/** The server refused the call (signed out, not allowed, invalid): the page says why. */
export class CallRefused extends Error {
  constructor(readonly status: number) {
    super(`refused (${status})`);
    this.name = "CallRefused";
  }
}

/**
 * One call as the page makes it (its bearer token and the session cookie), answering
 * the response once the server took it; NotThroughYet or CallRefused otherwise.
 */
async function call(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: "include" });
  } catch {
    throw new NotThroughYet(0);
  }
  if (TRY_AGAIN_STATUSES.has(response.status) || response.status >= 500) {
    throw new NotThroughYet(response.status);
  }
  if (!response.ok) throw new CallRefused(response.status);
  return response;
}

/** A tRPC mutation as one plain call (no batch), with the submission's Idempotency-Key. */
async function mutation(
  path: string,
  input: unknown,
  headers: Record<string, string>,
  key: string,
) {
  const response = await call(`/trpc/${path}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify(input),
  });
  return ((await response.json()) as { result?: { data?: unknown } }).result?.data;
}

/**
 * The service worker's way of sending a kept submission (Background Sync): fetch, with
 * the session token the page kept beside it (a worker cannot read local storage) and the
 * cookie, the same procedures and the same Idempotency-Key as the page.
 */
export function workerCarrier(authToken: string): SubmissionCarrier {
  const headers = { Authorization: `Bearer ${authToken}` };
  return {
    async upload(photo) {
      const response = await call(PHOTO_UPLOADS_URL, {
        method: "POST",
        headers: { ...headers, "Content-Type": photo.type || "image/jpeg" },
        body: photo,
      });
      return ((await response.json()) as { id: string }).id;
    },
    createLead: (input, key) => mutation("leads.create", input, headers, key),
    submitCompletion: (input, key) => mutation("leads.submitCompletion", input, headers, key),
  };
}
