import type { AdminUser, PendingInstaller } from "@uplink/domain";
import { useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useRuntimeConfig } from "../../../app/api/runtimeConfig";
import { useApproveInstaller, useRejectInstaller } from "../api/mutations";
import { identityUnverified } from "./IdentityCheck";

/**
 * Approving and rejecting installers with SPEC §8's toasts. Rejecting asks first:
 * `toReject` is the installer awaiting confirmation; so does approving one whose identity
 * the payment provider has not verified (`toApprove`).
 */
export function useInstallerReview() {
  const { t } = useTranslation();
  const approveMutation = useApproveInstaller();
  const rejectMutation = useRejectInstaller();
  const [toReject, setToReject] = useState<AdminUser | null>(null);
  const [toApprove, setToApprove] = useState<PendingInstaller | null>(null);
  const provider = useRuntimeConfig().data?.paymentProvider;

  const approveNow = (installer: AdminUser) => {
    if (approveMutation.isPending) return;
    approveMutation.mutate(
      { id: installer.id },
      {
        onSuccess: () => {
          notifySuccess(t("admin.review.approved"));
          setToApprove(null);
        },
        onError: (error) =>
          notifyError(t("errors.title"), errorMessageOf(error, t("admin.review.approveFailed"))),
      },
    );
  };

  const confirmReject = () => {
    if (!toReject || rejectMutation.isPending) return;
    rejectMutation.mutate(
      { id: toReject.id },
      {
        onSuccess: () => {
          notifySuccess(t("admin.review.rejected"));
          setToReject(null);
        },
        onError: (error) =>
          notifyError(t("errors.title"), errorMessageOf(error, t("admin.review.rejectFailed"))),
      },
    );
  };

  const approve = (installer: PendingInstaller) => {
    if (identityUnverified(installer, provider)) setToApprove(installer);
    else approveNow(installer);
  };

  return {
    approve,
    toApprove,
    confirmApprove: () => toApprove && approveNow(toApprove),
    cancelApprove: () => setToApprove(null),
    approvingId: approveMutation.isPending ? approveMutation.variables.id : undefined,
    toReject,
    askReject: setToReject,
    cancelReject: () => setToReject(null),
    confirmReject,
    rejecting: rejectMutation.isPending,
  };
}

export type InstallerReview = ReturnType<typeof useInstallerReview>;
