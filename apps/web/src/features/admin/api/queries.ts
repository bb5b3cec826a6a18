import { useInfiniteQuery, useQuery, type InfiniteData } from "@tanstack/react-query";
import { ADMIN_PAGE_SIZE, RECENT_ACTIVITY_PAGE_SIZE, type AdminReviewFilter } from "@uplink/domain";
import { useTRPC } from "../../../app/api/trpc";

/**
 * The next page's cursor: the id of the last row of a full page. The server pages
 * newest first after the row named by `cursor`; a shorter page is the last.
 */
function nextCursor(pageSize: number) {
  return (lastPage: readonly { id: string }[]) =>
    lastPage.length === pageSize ? lastPage.at(-1)?.id : undefined;
}

/** `admin.stats`: the figures of both consoles. */
export function useAdminStats() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.stats.queryOptions());
}

/** The rows of every page loaded so far. */
export function rowsOf<Row>(data: InfiniteData<Row[], unknown> | undefined): Row[] {
  return data?.pages.flat() ?? [];
}

/** `admin.alerts`, newest first: every alert, or with `only: "open"` those not yet resolved. */
export function useAdminAlerts(only?: "open") {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.admin.alerts.infiniteQueryOptions(
      { limit: ADMIN_PAGE_SIZE, ...(only === "open" ? { resolved: "false" as const } : {}) },
      { getNextPageParam: nextCursor(ADMIN_PAGE_SIZE) },
    ),
  );
}

/** `admin.recentActivities`, newest first. */
export function useRecentActivities() {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.admin.recentActivities.infiniteQueryOptions(
      { limit: RECENT_ACTIVITY_PAGE_SIZE },
      { getNextPageParam: nextCursor(RECENT_ACTIVITY_PAGE_SIZE) },
    ),
  );
}

/** `admin.users`, newest first: customers or installers, or both when `role` is left out. */
export function useAdminUsers(role?: "customer" | "installer") {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.admin.users.infiniteQueryOptions(
      { limit: ADMIN_PAGE_SIZE, ...(role ? { role } : {}) },
      { getNextPageParam: nextCursor(ADMIN_PAGE_SIZE) },
    ),
  );
}

/** `admin.leads`, newest first, each with its customer's name. */
export function useAdminLeads() {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.admin.leads.infiniteQueryOptions(
      { limit: ADMIN_PAGE_SIZE },
      { getNextPageParam: nextCursor(ADMIN_PAGE_SIZE) },
    ),
  );
}

/** `admin.pendingInstallers`: installers awaiting review, oldest application first. */
export function usePendingInstallers() {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.admin.pendingInstallers.infiniteQueryOptions(
      { limit: ADMIN_PAGE_SIZE },
      { getNextPageParam: nextCursor(ADMIN_PAGE_SIZE) },
    ),
  );
}

/** `admin.reviews`, newest first: every review, or the hidden or the flagged ones. */
export function useAdminReviews(filter: AdminReviewFilter) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.admin.reviews.infiniteQueryOptions(
      { limit: ADMIN_PAGE_SIZE, ...(filter === "newest" ? {} : { filter }) },
      { getNextPageParam: nextCursor(ADMIN_PAGE_SIZE) },
    ),
  );
}

/** `admin.leadDisputes`: the banks' disputes of a lead's payment, oldest first. */
export function useLeadDisputes(leadId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.leadDisputes.queryOptions({ id: leadId }));
}
