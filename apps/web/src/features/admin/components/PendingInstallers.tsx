import type { AdminUser } from "@uplink/domain";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { usePendingInstallers } from "../api/queries";
import { EmptyText, PagedList } from "./ListStates";
import { RejectInstallerModal } from "./RejectInstallerModal";
import { useInstallerReview, type InstallerReview } from "./useInstallerReview";

interface PendingInstallersProps {
  /** The installers loaded so far, shown with `review`'s Approve and Reject. */
  children: (installers: AdminUser[], review: InstallerReview) => ReactNode;
}

/** The installers awaiting review, a page at a time, and the question before a rejection. */
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
    </>
  );
}
