import type { User } from "@uplink/domain";
import { createContext, useContext, useSyncExternalStore } from "react";
import { getAuthToken, subscribeToAuthToken } from "../../../app/api/authToken";

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

export const SIGNED_OUT: AuthState = {
  user: null,
  isSignedIn: false,
  isLoading: false,
  hasToken: false,
  error: null,
};

/** Filled by SessionProvider. */
export const AuthContext = createContext<AuthState>(SIGNED_OUT);

/** The stored session token, re-read whenever this or another tab signs in or out. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToAuthToken, getAuthToken, () => null);
}

/** The session every screen sees (SPEC §4): `me` runs only while a token is stored, and never retries. */
export function useAuth(): AuthState {
  return useContext(AuthContext);
}
