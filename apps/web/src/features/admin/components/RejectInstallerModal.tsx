import { useTranslation } from "../../../i18n/useTranslation";
import { fullName } from "../adminFormat";
import { ConfirmModal } from "./ConfirmModal";
import type { InstallerReview } from "./useInstallerReview";

/** Asks before rejecting an installer, naming what they lose. */
export function RejectInstallerModal({ review }: { review: InstallerReview }) {
  const { t } = useTranslation();
  const installer = review.toReject;
  return (
    <ConfirmModal
      opened={installer !== null}
      title={t("admin.review.rejectTitle")}
      warning={t("admin.review.rejectWarning", { name: installer ? fullName(installer) : "" })}
      confirmLabel={t("admin.review.rejectConfirm")}
      confirming={review.rejecting}
      onConfirm={review.confirmReject}
      onCancel={review.cancelReject}
    />
  );
}
