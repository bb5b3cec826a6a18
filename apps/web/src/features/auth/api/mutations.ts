import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "@uplink/domain";
import { useEffect } from "react";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { useTRPC, useTRPCClient } from "../../../app/api/trpc";
import { notifyError } from "../../../app/notifications/notify";
import { subscribeToLocaleChoices } from "../../../i18n/locale";
import { useTranslation } from "../../../i18n/useTranslation";
import { adoptSession, signOut } from "../session/session";

interface SessionCallbacks {
  /**
   * Runs before the session is adopted. Adopting it re-renders the signed-in
   * interface and may unmount the form (the sign-in screen redirects), after
   * which `mutate`'s own callbacks would no longer run.
   */
  onSignedIn: (user: User) => void;
}

/** `auth.signIn`; on success the token is stored and the user cached. */
export function useSignIn({ onSignedIn }: SessionCallbacks) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.signIn.mutationOptions({
      onSuccess: async (result) => {
        onSignedIn(result.user);
        await adoptSession(queryClient, result);
      },
    }),
  );
}

/**
 * `auth.signUp` with the payload of SPEC §3 (no confirmation field); the session
 * is adopted before `mutate`'s callbacks run, so they can go straight to the
 * dashboard.
 */
export function useSignUp() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.signUp.mutationOptions({
      onSuccess: (result) => adoptSession(queryClient, result),
    }),
  );
}

/** `auth.forgotPassword`: answers the same whether or not the account exists. */
export function useForgotPassword() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.forgotPassword.mutationOptions());
}

/** `auth.resetPassword` with the token of the emailed link. */
export function useResetPassword() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.resetPassword.mutationOptions());
}

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

/** `auth.revokeOtherSessions`, then the list again. */
export function useRevokeOtherSessions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.revokeOtherSessions.mutationOptions({
      onSettled: () => queryClient.invalidateQueries(trpc.auth.sessions.queryFilter()),
    }),
  );
}

/** `auth.revokeSession` for another device, then the list again. */
export function useRevokeSession() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.revokeSession.mutationOptions({
      onSettled: () => queryClient.invalidateQueries(trpc.auth.sessions.queryFilter()),
    }),
  );
}

/**
 * While signed in, each language the person chooses (in the header or in Settings) is
 * saved with `account.setLocale`: the account keeps it for the next visit on any device
 * and for the emails Uplink sends. The cached user takes it at once, so the session
 * does not switch back to the language saved before.
 */
export function useSaveLocaleChoices(): void {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutate } = useMutation(
    trpc.account.setLocale.mutationOptions({
      onSuccess: ({ locale }) =>
        queryClient.setQueryData(trpc.auth.me.queryKey(), (me) =>
          me ? { user: { ...me.user, locale } } : me,
        ),
      onError: (error) =>
        notifyError(t("errors.title"), errorMessageOf(error, t("errors.generic"))),
    }),
  );
  useEffect(() => subscribeToLocaleChoices((locale) => mutate({ locale })), [mutate]);
}
