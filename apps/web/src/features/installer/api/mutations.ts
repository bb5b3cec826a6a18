import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";

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
