import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";

/** Lines per page in Settings' Payments. */
export const LEDGER_SETTINGS_PAGE_SIZE = 20;

/**
 * `payments.statement`: the caller's statement, newest first, a page at a time after
 * the last line's id (a page shorter than the page size is the last). Loaded afresh
 * each time Settings opens: a release or refund since must show.
 */
export function useLedgerStatement() {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.payments.statement.infiniteQueryOptions(
      { limit: LEDGER_SETTINGS_PAGE_SIZE },
      {
        getNextPageParam: (lastPage) =>
          lastPage.length === LEDGER_SETTINGS_PAGE_SIZE ? lastPage.at(-1)?.id : undefined,
        refetchOnMount: "always",
      },
    ),
  );
}

/** `installer.payouts`: whether the installer's payouts are set up (not_started, pending, enabled). */
export function usePayoutStatus() {
  const trpc = useTRPC();
  return useQuery(trpc.installer.payouts.queryOptions(undefined, { refetchOnMount: "always" }));
}
