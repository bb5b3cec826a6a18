import { useSyncExternalStore } from "react";
import { getAuthToken, subscribeToAuthToken } from "../../app/api/authToken";

export interface AuthState {
  /** A session token is stored (SPEC §4: signed in means a stored token). */
  isSignedIn: boolean;
}

/** The current user's session as every screen sees it. */
export function useAuth(): AuthState {
  const token = useSyncExternalStore(subscribeToAuthToken, getAuthToken, () => null);
  return { isSignedIn: token !== null };
}
