import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "@uplink/domain";
import { useTRPC } from "../../../app/api/trpc";
import { adoptSession } from "./session";

interface SessionCallbacks {
  /**
   * Runs before the session is adopted. Adopting it re-renders the signed-in
   * interface and may unmount the form (the sign-in screen redirects), after
   * which `mutate`'s own callbacks would no longer run.
   */
  onSignedIn: (user: User) => void;
}

/** `auth.signIn`; on success the token is stored and the user cached. */
export function useSignIn({ onSignedIn }: SessionCallbacks) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.signIn.mutationOptions({
      onSuccess: async (result) => {
        onSignedIn(result.user);
        await adoptSession(queryClient, result);
      },
    }),
  );
}

/**
 * `auth.signUp` with the payload of SPEC §3 (no confirmation field); the session
 * is adopted before `mutate`'s callbacks run, so they can go straight to the
 * dashboard.
 */
export function useSignUp() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.signUp.mutationOptions({
      onSuccess: (result) => adoptSession(queryClient, result),
    }),
  );
}
