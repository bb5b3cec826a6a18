import type { QueryFunctionContext } from "@tanstack/react-query";
import type { MeResult } from "@uplink/domain";
import { clearAuthToken, getAuthToken } from "../../../app/api/authToken";
import { getQueryFn } from "../../../app/api/getQueryFn";

/** The cached current user (SPEC §4: "user cached"); sign-in and sign-up fill it directly. */
export const ME_QUERY_KEY = ["/api/auth/me"] as const;

const loadMe = getQueryFn<MeResult>({ on401: "returnNull" });

/**
 * GET /api/auth/me. A 401 means the stored token is no longer valid: it is
 * forgotten, and the visitor is signed out. Any other failure is kept as the
 * query's error, shown as SPEC §8's 'Failed to fetch user' where the account
 * is displayed; the token stays, as the server may just be away.
 */
export async function fetchMe(context: QueryFunctionContext): Promise<MeResult | null> {
  const token = getAuthToken();
  const result = await loadMe(context);
  // A sign-in may have replaced the token meanwhile; only the refused one is dropped.
  if (result === null && getAuthToken() === token) clearAuthToken();
  return result;
}
