import type { MeResult } from "@uplink/domain";
import type { AuthState } from "./useAuth";

/** What SessionProvider knows of `me` while a token is stored. */
export interface MeSnapshot {
  data: MeResult | null | undefined;
  isPending: boolean;
  error: Error | null;
}

/** `me` has not answered yet. */
export const ME_PENDING: MeSnapshot = { data: undefined, isPending: true, error: null };

/** The code that checks the session could not load; shown like a failed `me`. */
export const ME_UNREACHABLE: MeSnapshot = {
  data: undefined,
  isPending: false,
  error: new Error("The session check could not load"),
};

/** The session screens see while a token is stored. */
export function authStateOf(me: MeSnapshot): AuthState {
  const user = me.data?.user ?? null;
  return {
    user,
    isSignedIn: user !== null,
    isLoading: me.isPending,
    hasToken: true,
    error: me.error,
  };
}
