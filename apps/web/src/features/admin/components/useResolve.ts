import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useResolveAlert } from "../api/mutations";

/** Resolves an alert with SPEC §8's toasts; `resolvingId` is the alert in flight. */
export function useResolve() {
  const { t } = useTranslation();
  const mutation = useResolveAlert();
  const resolve = (id: string) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { id },
      {
        onSuccess: () => notifySuccess(t("admin.alerts.alertResolved")),
        onError: (error) =>
          notifyError(t("errors.title"), errorMessageOf(error, t("admin.alerts.resolveFailed"))),
      },
    );
  };
  return { resolve, resolvingId: mutation.isPending ? mutation.variables.id : undefined };
}

export type Resolver = ReturnType<typeof useResolve>;
