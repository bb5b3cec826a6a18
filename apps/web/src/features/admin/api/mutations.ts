import { useMutation, useQueryClient, type QueryFilters } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";
import { adoptSession } from "../../auth/session/session";

/** Refreshes the admin queries `filters` name once a mutation settles, done or failed. */
function useRefresh(filters: (trpc: ReturnType<typeof useTRPC>) => QueryFilters[]) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => Promise.all(filters(trpc).map((filter) => queryClient.invalidateQueries(filter)));
}

/**
 * `admin.login`. The administrator's session is adopted like any sign-in, so the
 * panel's calls carry it and the Admin link and admin screens open.
 */
export function useAdminLogin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.login.mutationOptions({
      onSuccess: (result) => adoptSession(queryClient, result),
    }),
  );
}

export function useResolveAlert() {
  const trpc = useTRPC();
  const onSettled = useRefresh(({ admin }) => [admin.alerts.infiniteQueryFilter()]);
  return useMutation(trpc.admin.resolveAlert.mutationOptions({ onSettled }));
}

/**
 * After a review pending installers, stats and users are refreshed (SPEC §7), and the
 * activity and alerts it adds: every admin query but the leads.
 */
function useRefreshAfterReview() {
  return useRefresh(({ admin }) => [
    admin.pendingInstallers.infiniteQueryFilter(),
    admin.stats.queryFilter(),
    admin.users.infiniteQueryFilter(),
    admin.recentActivities.infiniteQueryFilter(),
    admin.alerts.infiniteQueryFilter(),
  ]);
}

export function useApproveInstaller() {
  const trpc = useTRPC();
  const onSettled = useRefreshAfterReview();
  return useMutation(trpc.admin.approveInstaller.mutationOptions({ onSettled }));
}

export function useRejectInstaller() {
  const trpc = useTRPC();
  const onSettled = useRefreshAfterReview();
  return useMutation(trpc.admin.rejectInstaller.mutationOptions({ onSettled }));
}

export function useMessageUser() {
  const trpc = useTRPC();
  const onSettled = useRefresh(({ admin }) => [admin.recentActivities.infiniteQueryFilter()]);
  return useMutation(trpc.admin.messageUser.mutationOptions({ onSettled }));
}

/** Afterwards the leads list is refreshed (SPEC §7), with the figures and activity it changes. */
export function useDeleteAdminLead() {
  const trpc = useTRPC();
  const onSettled = useRefresh(({ admin }) => [
    admin.leads.infiniteQueryFilter(),
    admin.stats.queryFilter(),
    admin.recentActivities.infiniteQueryFilter(),
  ]);
  return useMutation(trpc.admin.deleteLead.mutationOptions({ onSettled }));
}

/**
 * `admin.settleLead`. Afterwards the leads list shows the settlement, with the figures,
 * activity and alerts (a refund raises one) it changes.
 */
export function useSettleLead() {
  const trpc = useTRPC();
  const onSettled = useRefresh(({ admin }) => [
    admin.leads.infiniteQueryFilter(),
    admin.stats.queryFilter(),
    admin.recentActivities.infiniteQueryFilter(),
    admin.alerts.infiniteQueryFilter(),
  ]);
  return useMutation(trpc.admin.settleLead.mutationOptions({ onSettled }));
}

/** `reviews.hide`: the Reviews tab and the activity it adds are refreshed. */
export function useHideReview() {
  const trpc = useTRPC();
  const onSettled = useRefresh(({ admin }) => [
    admin.reviews.infiniteQueryFilter(),
    admin.recentActivities.infiniteQueryFilter(),
  ]);
  return useMutation(trpc.reviews.hide.mutationOptions({ onSettled }));
}
