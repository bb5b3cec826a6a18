import { useTranslation } from "../../../i18n/useTranslation";
import { fullName } from "../adminFormat";
import { ConfirmModal } from "./ConfirmModal";
import type { InstallerReview } from "./useInstallerReview";

/** Asks before approving an installer whose identity the payment provider has not verified. */
export function ApproveUnverifiedModal({ review }: { review: InstallerReview }) {
  const { t } = useTranslation();
  const installer = review.toApprove;
  return (
    <ConfirmModal
      opened={installer !== null}
      title={t("admin.identity.approveTitle")}
      warning={t("admin.identity.approveWarning", { name: installer ? fullName(installer) : "" })}
      confirmLabel={t("admin.identity.approveConfirm")}
      confirming={review.approvingId !== undefined}
      onConfirm={review.confirmApprove}
      onCancel={review.cancelApprove}
    />
  );
}
