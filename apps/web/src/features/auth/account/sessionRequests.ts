import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";

/**
 * `auth.sessions`: the devices signed in to the account. Loaded afresh each time
 * Settings opens, unlike the app's other data: a sign-in elsewhere must show.
 */
export function useActiveSessions() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.sessions.queryOptions(undefined, { refetchOnMount: "always" }));
}

/** `auth.revokeOtherSessions`, then the list again. */
export function useRevokeOtherSessions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.revokeOtherSessions.mutationOptions({
      onSettled: () => queryClient.invalidateQueries(trpc.auth.sessions.queryFilter()),
    }),
  );
}

/** `auth.revokeSession` for another device, then the list again. */
export function useRevokeSession() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.revokeSession.mutationOptions({
      onSettled: () => queryClient.invalidateQueries(trpc.auth.sessions.queryFilter()),
    }),
  );
}
