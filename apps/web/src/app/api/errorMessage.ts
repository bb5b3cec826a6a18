import { TRPCClientError } from "@trpc/client";

/**
 * The sentence to show a person for a failed call: the server's message, or
 * `fallback` when there is none (network failure, empty or non-JSON body, blank
 * message): the message of the server's `{ code, message }` answer, as SPEC §8's
 * `{status}: {body}` errors showed it before the web moved to tRPC.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  const message = serverMessageOf(error);
  return message !== undefined && message.trim() !== "" ? message : fallback;
}

function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  // A procedure's failure: the message our errorFormatter shaped (packages/api/src/trpc.ts).
  if (error.shape !== undefined) return messageIn(error.shape);
  // A refusal before any procedure ran (rate limit, oversized batch, body limit): the
  // server's `{ code, message }` body, read by the client as JSON. A page that is not
  // JSON (a proxy's 502) or no answer at all leaves no JSON here.
  return messageIn(error.meta?.responseJSON);
}

function messageIn(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("message" in body)) return undefined;
  return typeof body.message === "string" ? body.message : undefined;
}
