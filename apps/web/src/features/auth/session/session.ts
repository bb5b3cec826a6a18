import type { QueryClient } from "@tanstack/react-query";
import type { AuthResult } from "@uplink/domain";
import { clearAuthToken, getAuthToken, setAuthToken } from "../../../app/api/authToken";
import { withAuthorization } from "../../../app/api/callAuthorization";
import { trpcClient } from "../../../app/api/trpcClient";
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
  // The call leaves after the token is cleared below, so it is given the token now.
  const token = getAuthToken();
  const revoke = trpcClient.auth.signOut
    .mutate(undefined, token === null ? undefined : withAuthorization(token))
    .catch((error: unknown) => {
      console.warn("The server could not end the session", error);
    });
  clearAuthToken();
  queryClient.clear();
  await Promise.all([revoke, signOutOfIdentityProvider()]);
}
