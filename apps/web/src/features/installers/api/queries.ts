import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";

/** An APPROVED installer's public profile with its newest reviews; readable without signing in. */
export function useInstallerProfile(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.installers.profile.queryOptions({ id }));
}
