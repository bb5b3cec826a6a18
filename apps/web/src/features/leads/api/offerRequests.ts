import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { Lead, ListedOffer, Offer, OfferMade } from "@uplink/domain";
import {
  getJson,
  LEADS_QUERY_KEY,
  leadPath,
  sendJson,
  useRefreshingMutation,
} from "./leadRequests";

/*
 * Offers on a request the quote engine could not price (issue 11). Their keys sit under
 * the leads' prefix, so every lead mutation also reloads the offers, and the other way round.
 */

/** Offers per page on the lead detail. */
export const OFFER_PAGE_SIZE = 20;

const offerPath = (id: string) => `/api/offers/${encodeURIComponent(id)}`;

/**
 * GET /api/workflow/leads/{id}/offers, newest first, a page at a time (a page shorter
 * than the page size is the last): the customer sees every offer, an installer their own.
 */
export function useLeadOffers(leadId: string) {
  return useInfiniteQuery<ListedOffer[], Error, ListedOffer[], readonly unknown[], string | null>({
    queryKey: [...LEADS_QUERY_KEY, leadId, "offers"],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(OFFER_PAGE_SIZE) });
      if (pageParam) query.set("cursor", pageParam);
      return getJson<ListedOffer[]>(`${leadPath(leadId)}/offers?${query.toString()}`);
    },
    initialPageParam: null,
    getNextPageParam: (lastPage) =>
      lastPage.length < OFFER_PAGE_SIZE ? undefined : (lastPage.at(-1)?.id ?? undefined),
    select: (data: InfiniteData<ListedOffer[], string | null>) => data.pages.flat(),
  });
}

export interface MakeOfferPayload {
  /** Euros. */
  value: number;
  message?: string;
}

/** POST /api/workflow/leads/{id}/offers: 202 with the offer, which replaces the installer's pending one. */
export function useMakeOffer(leadId: string) {
  return useRefreshingMutation((payload: MakeOfferPayload) =>
    sendJson<OfferMade>("POST", `${leadPath(leadId)}/offers`, payload),
  );
}

/** POST /api/offers/{id}/accept, by the lead's customer: answers the lead, now ACCEPTED. */
export function useAcceptOffer() {
  return useRefreshingMutation((offerId: string) =>
    sendJson<Lead>("POST", `${offerPath(offerId)}/accept`, {}),
  );
}

/** POST /api/offers/{id}/withdraw, by its installer while it is pending. */
export function useWithdrawOffer() {
  return useRefreshingMutation((offerId: string) =>
    sendJson<Offer>("POST", `${offerPath(offerId)}/withdraw`, {}),
  );
}
