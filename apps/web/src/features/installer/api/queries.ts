import { useQuery } from "@tanstack/react-query";
import { httpStatusOf } from "../../../app/api/httpStatus";
import { useTRPC } from "../../../app/api/trpc";

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
