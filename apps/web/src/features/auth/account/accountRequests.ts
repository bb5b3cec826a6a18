import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "../../../app/api/trpc";
import { signOut } from "../session/session";

/** `auth.changePassword`; the server ends the account's other sessions. */
export function useChangePassword() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.changePassword.mutationOptions());
}

/**
 * `account.deleteWithBody` with the password re-entered in the input (a header, as
 * REST's DELETE /me takes it, could not carry every password), or for an account
 * without one the mailed code, then sign-out: the server has already ended every
 * session of the account. `onDeleted` runs before the sign-out unmounts the
 * signed-in interface.
 */
export function useDeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.deleteWithBody.mutationOptions({
      onSuccess: async () => {
        onDeleted();
        await signOut(queryClient);
      },
    }),
  );
}

/** `account.requestDeleteCode`: mails an account without a password the code that confirms its deletion. */
export function useRequestDeleteAccountCode() {
  const trpc = useTRPC();
  return useMutation(trpc.account.requestDeleteCode.mutationOptions());
}

/** `auth.resendVerification`: a fresh link to the signed-in user's address. */
export function useResendVerification() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.resendVerification.mutationOptions());
}

/**
 * `account.export`, saved as a .json file (GDPR data portability). Read afresh on
 * each click, not from the query cache: the file is a copy of the data as it is now.
 */
export function useDownloadMyData() {
  const client = useTRPCClient();
  return useMutation({
    mutationFn: async () => {
      const data = await client.account.export.query();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
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
