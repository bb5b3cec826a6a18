import { skipToken, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { LEAD_PAGE_SIZE } from "@uplink/domain";
import { useTRPC } from "../../../app/api/trpc";

/**
 * `leads.list`: the leads this user may see, newest first; the server filters by role
 * and answers a page at a time, after the id of the last lead seen (`cursor`). A full
 * page may have more after it, a shorter one is the end. `inArea`: an installer's jobs
 * within their service area only (with those whose town is not known).
 */
export function useLeads({ inArea = false }: { inArea?: boolean } = {}) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.leads.list.infiniteQueryOptions(
      inArea ? { limit: LEAD_PAGE_SIZE, inArea } : { limit: LEAD_PAGE_SIZE },
      {
        getNextPageParam: (lastPage) =>
          lastPage.length === LEAD_PAGE_SIZE ? lastPage.at(-1)?.id : undefined,
      },
    ),
  );
}

/** `leads.byId`: one lead with its conversation and photos; nothing is asked while `id` is null. */
export function useLeadDetail(id: string | null) {
  const trpc = useTRPC();
  return useQuery(trpc.leads.byId.queryOptions(id === null ? skipToken : { id }));
}

/**
 * Loads every lead query afresh (lists, details and offers all sit under `leads.`):
 * after any change to a lead, whichever screen shows it.
 */
export function useRefreshLeads() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.leads.pathFilter());
}
