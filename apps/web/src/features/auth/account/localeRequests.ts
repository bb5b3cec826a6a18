import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { useTRPC } from "../../../app/api/trpc";
import { notifyError } from "../../../app/notifications/notify";
import { subscribeToLocaleChoices } from "../../../i18n/locale";
import { useTranslation } from "../../../i18n/useTranslation";

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
