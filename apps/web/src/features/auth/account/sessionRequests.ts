import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ActiveSessions, RevokedSessions } from "@uplink/domain";
import { apiRequest } from "../../../app/api/apiRequest";

export const SESSIONS_QUERY_KEY = ["/api/auth/sessions"] as const;

/**
 * GET /api/auth/sessions: the devices signed in to the account. Loaded afresh each
 * time Settings opens, unlike the app's other data: a sign-in elsewhere must show.
 */
export function useActiveSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: async () => {
      const res = await apiRequest("GET", SESSIONS_QUERY_KEY[0]);
      return (await res.json()) as ActiveSessions;
    },
    refetchOnMount: "always",
  });
}

/** POST /api/auth/sessions/revoke-others, then the list again. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", "/api/auth/sessions/revoke-others");
      return (await res.json()) as RevokedSessions;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

/** POST /api/auth/sessions/{id}/revoke for another device, then the list again. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("POST", `/api/auth/sessions/${encodeURIComponent(id)}/revoke`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
