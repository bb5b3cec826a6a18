import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AdminLoginInput,
  AdminLoginResult,
  AdminUser,
  Alert,
  Lead,
  MessageUserInput,
  SettleLeadInput,
  Success,
} from "@uplink/domain";
import { apiRequest } from "../../../app/api/apiRequest";
import { adoptSession } from "../../auth/session/session";
import { adminKeys } from "./adminQueries";

async function post<T>(url: string, data?: unknown): Promise<T> {
  const res = await apiRequest("POST", url, data);
  return (await res.json()) as T;
}

const idPath = (id: string) => encodeURIComponent(id);

/** A mutation that refreshes the admin queries named by `refresh` once it settles. */
function useAdminMutation<Variables, Result>(
  fn: (variables: Variables) => Promise<Result>,
  refresh: readonly (readonly unknown[])[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/**
 * POST /api/admin/login. The administrator's session is adopted like any sign-in, so
 * the panel's calls carry it and the Admin link and admin screens open.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminLoginInput) => post<AdminLoginResult>("/api/admin/login", input),
    onSuccess: (result) => adoptSession(queryClient, result),
  });
}

export function useResolveAlert() {
  return useAdminMutation(
    (id: string) => post<Alert>(`/api/admin/alerts/${idPath(id)}/resolve`),
    [adminKeys.alerts],
  );
}

/** Afterwards pending installers, stats and users are refreshed (SPEC §7), and the activity and alerts they add. */
const AFTER_REVIEW = [
  adminKeys.pendingInstallers,
  adminKeys.stats,
  adminKeys.users,
  adminKeys.activities,
  adminKeys.alerts,
] as const;

export function useApproveInstaller() {
  return useAdminMutation(
    (id: string) => post<AdminUser>(`/api/admin/approve-installer/${idPath(id)}`),
    AFTER_REVIEW,
  );
}

export function useRejectInstaller() {
  return useAdminMutation(
    (id: string) => post<AdminUser>(`/api/admin/reject-installer/${idPath(id)}`),
    AFTER_REVIEW,
  );
}

export function useMessageUser() {
  return useAdminMutation(
    (input: MessageUserInput) => post<Success>("/api/admin/message-user", input),
    [adminKeys.activities],
  );
}

/** Afterwards the leads list is refreshed (SPEC §7), with the figures and activity it changes. */
export function useDeleteAdminLead() {
  return useAdminMutation(
    async (id: string) => {
      const res = await apiRequest("DELETE", `/api/admin/leads/${idPath(id)}`);
      return (await res.json()) as Success;
    },
    [adminKeys.leads, adminKeys.stats, adminKeys.activities],
  );
}

/**
 * POST /api/admin/leads/{id}/settle. Afterwards the leads list shows the settlement, with
 * the figures, activity and alerts (a refund raises one) it changes.
 */
export function useSettleLead() {
  return useAdminMutation(
    ({ id, ...body }: SettleLeadInput) => post<Lead>(`/api/admin/leads/${idPath(id)}/settle`, body),
    [adminKeys.leads, adminKeys.stats, adminKeys.activities, adminKeys.alerts],
  );
}
