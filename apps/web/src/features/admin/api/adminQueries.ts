import { useInfiniteQuery, useQuery, type InfiniteData } from "@tanstack/react-query";
import {
  ADMIN_PAGE_SIZE,
  RECENT_ACTIVITY_PAGE_SIZE,
  type Activity,
  type AdminLead,
  type AdminStats,
  type AdminUser,
  type Alert,
} from "@uplink/domain";
import { apiRequest } from "../../../app/api/apiRequest";

/** Every admin query starts with this segment, so one invalidation can reach them all. */
const ADMIN = "admin";

export const adminKeys = {
  all: [ADMIN] as const,
  stats: [ADMIN, "stats"] as const,
  alerts: [ADMIN, "alerts"] as const,
  activities: [ADMIN, "recent-activities"] as const,
  users: [ADMIN, "users"] as const,
  leads: [ADMIN, "leads"] as const,
  pendingInstallers: [ADMIN, "pending-installers"] as const,
};

async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest("GET", url);
  return (await res.json()) as T;
}

/** GET /api/admin/stats: the figures of both consoles. */
export function useAdminStats(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: () => getJson<AdminStats>("/api/admin/stats"),
    enabled,
  });
}

interface PagedListOptions {
  key: readonly unknown[];
  path: string;
  pageSize: number;
  params?: Record<string, string>;
  enabled: boolean;
}

/**
 * One admin list, newest first, a page at a time: a page of `pageSize` rows
 * after the last row of the previous one; a shorter page is the last.
 */
function usePagedList<Row extends { id: string }>({
  key,
  path,
  pageSize,
  params,
  enabled,
}: PagedListOptions) {
  return useInfiniteQuery<
    Row[],
    Error,
    InfiniteData<Row[], string | null>,
    readonly unknown[],
    string | null
  >({
    queryKey: params ? [...key, params] : key,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ ...params, limit: String(pageSize) });
      if (pageParam) query.set("cursor", pageParam);
      return getJson<Row[]>(`${path}?${query.toString()}`);
    },
    initialPageParam: null,
    getNextPageParam: (lastPage) =>
      lastPage.length < pageSize ? undefined : (lastPage.at(-1)?.id ?? undefined),
    enabled,
  });
}

/** The rows of every page loaded so far. */
export function rowsOf<Row>(data: InfiniteData<Row[], unknown> | undefined): Row[] {
  return data?.pages.flat() ?? [];
}

/** Every alert, or with `only: "open"` those not yet resolved (GET /api/admin/alerts?resolved=false). */
export function useAdminAlerts(enabled: boolean, only?: "open") {
  return usePagedList<Alert>({
    key: adminKeys.alerts,
    path: "/api/admin/alerts",
    pageSize: ADMIN_PAGE_SIZE,
    params: only === "open" ? { resolved: "false" } : undefined,
    enabled,
  });
}

export function useRecentActivities(enabled: boolean) {
  return usePagedList<Activity>({
    key: adminKeys.activities,
    path: "/api/admin/recent-activities",
    pageSize: RECENT_ACTIVITY_PAGE_SIZE,
    enabled,
  });
}

/** Customers or installers (GET /api/admin/users?role=…), or both when `role` is left out. */
export function useAdminUsers(enabled: boolean, role?: "customer" | "installer") {
  return usePagedList<AdminUser>({
    key: adminKeys.users,
    path: "/api/admin/users",
    pageSize: ADMIN_PAGE_SIZE,
    params: role ? { role } : undefined,
    enabled,
  });
}

export function useAdminLeads(enabled: boolean) {
  return usePagedList<AdminLead>({
    key: adminKeys.leads,
    path: "/api/admin/leads",
    pageSize: ADMIN_PAGE_SIZE,
    enabled,
  });
}

export function usePendingInstallers(enabled: boolean) {
  return usePagedList<AdminUser>({
    key: adminKeys.pendingInstallers,
    path: "/api/admin/pending-installers",
    pageSize: ADMIN_PAGE_SIZE,
    enabled,
  });
}
