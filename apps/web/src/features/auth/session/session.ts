import type { QueryClient } from "@tanstack/react-query";
import type { AuthResult } from "@uplink/domain";
import { apiRequest } from "../../../app/api/apiRequest";
import { clearAuthToken, setAuthToken } from "../../../app/api/authToken";
import { trpcOptionsFor } from "../../../app/api/trpcOptions";
import { signOutOfIdentityProvider } from "../identity/identityProviderClient";

/** Signed out → signed in (SPEC §4): the user is cached before the token, so `me` need not run. */
export async function adoptSession(queryClient: QueryClient, { token, user }: AuthResult) {
  const me = trpcOptionsFor(queryClient).auth.me;
  await queryClient.cancelQueries(me.queryFilter());
  queryClient.setQueryData(me.queryKey(), { user });
  setAuthToken(token);
}

/**
 * Sign-out (SPEC §4): the server revokes the session, the token and every
 * cached query are dropped, and the hosted identity session ends too. The
 * local part happens at once; remote failures are only logged (SPEC §8).
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  // apiRequest reads the bearer header synchronously, before the token is cleared below.
  const revoke = apiRequest("POST", "/api/auth/signout").catch((error: unknown) => {
    console.warn("The server could not end the session", error);
  });
  clearAuthToken();
  queryClient.clear();
  await Promise.all([revoke, signOutOfIdentityProvider()]);
}
