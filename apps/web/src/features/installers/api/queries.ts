import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";

/** An APPROVED installer's public profile with its newest reviews; readable without signing in. */
export function useInstallerProfile(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.installers.profile.queryOptions({ id }));
}

/** The search of the directory: a town, its country and how far around it. */
export interface DirectorySearch {
  near: string;
  country: string;
  radiusKm: number;
}

/** The installers near a town, nearest first, once a search is made; readable without signing in. */
export function useInstallerDirectory(search: DirectorySearch | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.installers.directory.queryOptions(search ?? { near: "", country: "", radiusKm: 0 }),
    enabled: search !== null,
  });
}
