import { TRPCClientError } from "@trpc/client";
import { UploadFailed } from "../photos/upload-photo";
import { TRY_AGAIN_STATUSES } from "./tryAgainStatuses";

/**
 * Whether a call failed for want of a connection (no answer from the server at all, or
 * a gateway's or a busy server's "try later") rather than because the server refused it.
 */
export function isNetworkFailure(error: unknown): boolean {
  // A photo upload that did not get through after its retries (uploadWithRetry).
  if (error instanceof UploadFailed) return true;
  if (!(error instanceof TRPCClientError)) return error instanceof TypeError;
  const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
  return (
    error.shape === undefined || (typeof status === "number" && TRY_AGAIN_STATUSES.has(status))
  );
}
