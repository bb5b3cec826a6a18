import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput, DeleteAccountBody, MessageResult } from "@uplink/domain";
import { apiRequest } from "../../../app/api/apiRequest";
import { signOut } from "../session/session";

/** POST /api/auth/change-password; the server ends the account's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      await apiRequest("POST", "/api/auth/change-password", input);
    },
  });
}

/**
 * POST /api/me/delete with the password re-entered in the body (a header could
 * not carry every password), or for an account without one the mailed code, then
 * sign-out: the server has already ended every session of the account.
 * `onDeleted` runs before the sign-out unmounts the signed-in interface.
 */
export function useDeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (confirmation: DeleteAccountBody) => {
      await apiRequest("POST", "/api/me/delete", confirmation);
    },
    onSuccess: async () => {
      onDeleted();
      await signOut(queryClient);
    },
  });
}

/** POST /api/me/delete/code: mails an account without a password the code that confirms its deletion. */
export function useRequestDeleteAccountCode() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", "/api/me/delete/code");
      return (await res.json()) as MessageResult;
    },
  });
}

/** POST /api/auth/resend-verification: a fresh link to the signed-in user's address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", "/api/auth/resend-verification");
      return (await res.json()) as MessageResult;
    },
  });
}

/** GET /api/me/export, saved as a .json file (GDPR data portability). */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("GET", "/api/me/export");
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `uplink-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked on the next tick: the download has started by then.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}
