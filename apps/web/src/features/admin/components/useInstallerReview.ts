import { messages, type AdminUser } from "@uplink/domain";
import { useState } from "react";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useApproveInstaller, useRejectInstaller } from "../api/adminMutations";

/**
 * Approving and rejecting installers with SPEC §8's toasts. Rejecting asks first:
 * `toReject` is the installer awaiting confirmation.
 */
export function useInstallerReview() {
  const approveMutation = useApproveInstaller();
  const rejectMutation = useRejectInstaller();
  const [toReject, setToReject] = useState<AdminUser | null>(null);

  const approve = (installer: AdminUser) => {
    if (approveMutation.isPending) return;
    approveMutation.mutate(installer.id, {
      onSuccess: () => notifySuccess(messages.toasts.installerApproved.title),
      onError: (error) =>
        notifyError(
          messages.toastTitles.error,
          errorMessageOf(error, messages.errors.approveInstallerFailed),
        ),
    });
  };

  const confirmReject = () => {
    if (!toReject || rejectMutation.isPending) return;
    rejectMutation.mutate(toReject.id, {
      onSuccess: () => {
        notifySuccess(messages.toasts.installerRejected.title);
        setToReject(null);
      },
      onError: (error) =>
        notifyError(
          messages.toastTitles.error,
          errorMessageOf(error, messages.errors.rejectInstallerFailed),
        ),
    });
  };

  return {
    approve,
    approvingId: approveMutation.isPending ? approveMutation.variables : undefined,
    toReject,
    askReject: setToReject,
    cancelReject: () => setToReject(null),
    confirmReject,
    rejecting: rejectMutation.isPending,
  };
}

export type InstallerReview = ReturnType<typeof useInstallerReview>;
