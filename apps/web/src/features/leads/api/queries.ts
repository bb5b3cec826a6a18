import { skipToken, useInfiniteQuery, useQuery } from "@tanstack/react-query";
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

/** Offers per page on the lead detail. */
export const OFFER_PAGE_SIZE = 20;

/**
 * `leads.offers` (issue 11: offers on a request the quote engine could not price), newest
 * first, a page at a time (a page shorter than the page size is the last): the customer
 * sees every offer, an installer their own. They sit under the leads' path, so whatever
 * reloads the leads reloads the offers too.
 */
export function useLeadOffers(leadId: string) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.leads.offers.infiniteQueryOptions(
      { id: leadId, limit: OFFER_PAGE_SIZE },
      {
        getNextPageParam: (lastPage) =>
          lastPage.length === OFFER_PAGE_SIZE ? lastPage.at(-1)?.id : undefined,
      },
    ),
  );
}
