import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { LedgerLine } from "@uplink/domain";
import { apiRequest } from "../../../app/api/apiRequest";

export const LEDGER_QUERY_KEY = ["/api/me/ledger"] as const;

/** Lines per page in Settings' Payments. */
export const LEDGER_SETTINGS_PAGE_SIZE = 20;

/**
 * GET /api/me/ledger: the caller's statement, newest first, a page at a time (a page
 * shorter than the page size is the last). Loaded afresh each time Settings opens: a
 * release or refund since must show.
 */
export function useLedgerStatement() {
  return useInfiniteQuery<
    LedgerLine[],
    Error,
    InfiniteData<LedgerLine[], string | null>,
    typeof LEDGER_QUERY_KEY,
    string | null
  >({
    queryKey: LEDGER_QUERY_KEY,
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(LEDGER_SETTINGS_PAGE_SIZE) });
      if (pageParam) query.set("cursor", pageParam);
      const res = await apiRequest("GET", `${LEDGER_QUERY_KEY[0]}?${query.toString()}`);
      return (await res.json()) as LedgerLine[];
    },
    initialPageParam: null,
    getNextPageParam: (lastPage) =>
      lastPage.length < LEDGER_SETTINGS_PAGE_SIZE ? undefined : (lastPage.at(-1)?.id ?? undefined),
    refetchOnMount: "always",
  });
}
