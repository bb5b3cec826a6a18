import { TRPCClientError } from "@trpc/client";

/**
 * The HTTP status of a failed call, e.g. 401 for a session the
 * server no longer accepts; undefined when no answer came (network failure).
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = error.data as { httpStatus?: unknown } | null | undefined;
  const status = data?.httpStatus;
  if (typeof status === "number") return status;
  const response = error.meta?.response;
  return response instanceof Response ? response.status : undefined;
}
