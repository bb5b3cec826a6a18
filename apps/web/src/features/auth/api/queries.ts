import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";

/**
 * `auth.sessions`: the devices signed in to the account. Loaded afresh each time
 * Settings opens, unlike the app's other data: a sign-in elsewhere must show.
 */
export function useActiveSessions() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.sessions.queryOptions(undefined, { refetchOnMount: "always" }));
}
