import { Button, Group, Tooltip } from "@mantine/core";
import type { PendingInstaller } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import type { InstallerReview } from "./useInstallerReview";

/**
 * Approve and Reject for one installer. Approve stays disabled until the installer's
 * email is verified (SPEC §4), and says why.
 */
export function ReviewButtons({
  installer,
  review,
}: {
  installer: PendingInstaller;
  review: InstallerReview;
}) {
  const { t } = useTranslation();
  const approveButton = (
    <Button
      color="green"
      mih={44}
      disabled={!installer.emailVerified}
      loading={review.approvingId === installer.id}
      onClick={() => review.approve(installer)}
    >
      {t("admin.review.approve")}
    </Button>
  );
  return (
    <Group gap="xs" wrap="nowrap">
      {installer.emailVerified ? (
        approveButton
      ) : (
        <Tooltip label={t("admin.review.emailUnverified")}>
          <span>{approveButton}</span>
        </Tooltip>
      )}
      <Button variant="outline" color="red" mih={44} onClick={() => review.askReject(installer)}>
        {t("admin.review.reject")}
      </Button>
    </Group>
  );
}
