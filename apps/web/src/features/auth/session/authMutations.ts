import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthResult, SignInInput, SignUpPayload, User } from "@uplink/domain";
import { apiRequest } from "../../../app/api/apiRequest";
import { adoptSession } from "./session";

async function authenticate(url: string, body: unknown): Promise<AuthResult> {
  const res = await apiRequest("POST", url, body);
  return (await res.json()) as AuthResult;
}

interface SessionCallbacks {
  /**
   * Runs before the session is adopted. Adopting it re-renders the signed-in
   * interface and may unmount the form (the sign-in screen redirects), after
   * which `mutate`'s own callbacks would no longer run.
   */
  onSignedIn: (user: User) => void;
}

/** POST /api/auth/signin; on success the token is stored and the user cached. */
export function useSignIn({ onSignedIn }: SessionCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => authenticate("/api/auth/signin", input),
    onSuccess: async (result) => {
      onSignedIn(result.user);
      await adoptSession(queryClient, result);
    },
  });
}

/**
 * POST /api/auth/signup with the payload of SPEC §3 (no confirmation field);
 * the session is adopted before `mutate`'s callbacks run, so they can go
 * straight to the dashboard.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SignUpPayload) => authenticate("/api/auth/signup", payload),
    onSuccess: (result) => adoptSession(queryClient, result),
  });
}
