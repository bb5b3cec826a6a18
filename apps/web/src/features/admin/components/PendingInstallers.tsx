import type { PendingInstaller } from "@uplink/domain";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { usePendingInstallers } from "../api/queries";
import { EmptyText, PagedList } from "./ListStates";
import { ApproveUnverifiedModal } from "./ApproveUnverifiedModal";
import { RejectInstallerModal } from "./RejectInstallerModal";
import { useInstallerReview, type InstallerReview } from "./useInstallerReview";

interface PendingInstallersProps {
  /** The installers loaded so far, shown with `review`'s Approve and Reject. */
  children: (installers: PendingInstaller[], review: InstallerReview) => ReactNode;
}

/**
 * The installers awaiting review, a page at a time, and the questions before a rejection
 * and before approving an installer whose identity is not verified.
 */
export function PendingInstallers({ children }: PendingInstallersProps) {
  const { t } = useTranslation();
  const installers = usePendingInstallers();
  const review = useInstallerReview();
  return (
    <>
      <PagedList query={installers} empty={<EmptyText>{t("admin.panel.noPending")}</EmptyText>}>
        {(rows) => children(rows, review)}
      </PagedList>
      <RejectInstallerModal review={review} />
      <ApproveUnverifiedModal review={review} />
    </>
  );
}
