import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../app/api/trpc";
import { httpStatusOf } from "../../app/api/httpStatus";

/**
 * `installer.profile`: the installer's company and service area; null until they have
 * saved one (the server answers 404 then, which is not an error here).
 */
export function useInstallerProfile({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery(
    trpc.installer.profile.queryOptions(undefined, {
      enabled,
      retry: (failures, error) => httpStatusOf(error) !== 404 && failures < 2,
    }),
  );
}

/** Whether the query failed only because there is no profile yet. */
export function hasNoProfile(error: unknown): boolean {
  return httpStatusOf(error) === 404;
}

/**
 * `installer.onboard`: saves the installer's profile with its service area. The job list
 * is ordered by the area, so it is loaded afresh with the profile.
 */
export function useSaveInstallerProfile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.installer.onboard.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries(trpc.installer.pathFilter()),
          queryClient.invalidateQueries(trpc.leads.pathFilter()),
        ]);
      },
    }),
  );
}
