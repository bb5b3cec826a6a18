import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";
import { useRefreshLeads } from "./leadQueries";

/*
 * Offers on a request the quote engine could not price (issue 11). They are read through
 * `leads.offers`, under the leads' path, so every lead mutation also reloads the offers,
 * and every offer mutation reloads the leads.
 */

/** Offers per page on the lead detail. */
export const OFFER_PAGE_SIZE = 20;

/**
 * `leads.offers`, newest first, a page at a time (a page shorter than the page size is
 * the last): the customer sees every offer, an installer their own.
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

/** `leads.makeOffer`: the offer, which replaces the installer's pending one. */
export function useMakeOffer() {
  const trpc = useTRPC();
  const refresh = useRefreshLeads();
  return useMutation(trpc.leads.makeOffer.mutationOptions({ onSettled: refresh }));
}

/** `offers.accept`, by the lead's customer: answers the lead, now ACCEPTED. */
export function useAcceptOffer() {
  const trpc = useTRPC();
  const refresh = useRefreshLeads();
  return useMutation(trpc.offers.accept.mutationOptions({ onSettled: refresh }));
}

/** `offers.withdraw`, by its installer while it is pending. */
export function useWithdrawOffer() {
  const trpc = useTRPC();
  const refresh = useRefreshLeads();
  return useMutation(trpc.offers.withdraw.mutationOptions({ onSettled: refresh }));
}
