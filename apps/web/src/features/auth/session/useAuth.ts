import { useQuery } from "@tanstack/react-query";
import type { User } from "@uplink/domain";
import { useSyncExternalStore } from "react";
import { getAuthToken, subscribeToAuthToken } from "../../../app/api/authToken";
import { fetchMe, ME_QUERY_KEY } from "./authQueries";

export interface AuthState {
  /** The signed-in user, once `me` has answered; null when signed out. */
  user: User | null;
  isSignedIn: boolean;
  /** A token is stored and `me` has not answered yet: neither signed in nor out. */
  isLoading: boolean;
  /** A session token is stored (it may still turn out to be invalid). */
  hasToken: boolean;
  /** `me` failed for another reason than a refused token (SPEC §8: 'Failed to fetch user'). */
  error: Error | null;
}

/** The stored session token, re-read whenever this or another tab signs in or out. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToAuthToken, getAuthToken, () => null);
}

/** The session every screen sees (SPEC §4): `me` runs only while a token is stored, and never retries. */
export function useAuth(): AuthState {
  const token = useAuthToken();
  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: fetchMe,
    enabled: token !== null,
    retry: false,
  });
  const user = token !== null ? (me.data?.user ?? null) : null;
  return {
    user,
    isSignedIn: user !== null,
    isLoading: token !== null && me.isPending,
    hasToken: token !== null,
    error: token !== null ? me.error : null,
  };
}
