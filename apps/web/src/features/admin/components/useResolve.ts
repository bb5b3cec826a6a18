import { messages } from "@uplink/domain";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useResolveAlert } from "../api/adminMutations";

/** Resolves an alert with SPEC §8's toasts; `resolvingId` is the alert in flight. */
export function useResolve() {
  const mutation = useResolveAlert();
  const resolve = (id: string) => {
    if (mutation.isPending) return;
    mutation.mutate(id, {
      onSuccess: () => notifySuccess(messages.toasts.alertResolved.title),
      onError: (error) =>
        notifyError(
          messages.toastTitles.error,
          errorMessageOf(error, messages.errors.resolveAlertFailed),
        ),
    });
  };
  return { resolve, resolvingId: mutation.isPending ? mutation.variables : undefined };
}

export type Resolver = ReturnType<typeof useResolve>;
