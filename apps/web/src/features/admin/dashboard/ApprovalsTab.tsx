import { Badge, Stack, Text } from "@mantine/core";
import type { PendingInstaller } from "@uplink/domain";
import type { TFunction } from "../../../i18n/i18n";
import { useTranslation } from "../../../i18n/useTranslation";
import { formatDate } from "../../leads/leadFormat";
import { fullName } from "../adminFormat";
import { AdminTable, type Column } from "../components/AdminTable";
import { IdentityCheck } from "../components/IdentityCheck";
import { PendingInstallers } from "../components/PendingInstallers";
import { ReviewButtons } from "../components/ReviewButtons";
import type { InstallerReview } from "../components/useInstallerReview";

function approvalColumns(t: TFunction, review: InstallerReview): Column<PendingInstaller>[] {
  return [
    { header: t("admin.columns.name"), cell: fullName },
    {
      header: t("admin.columns.email"),
      cell: (installer) => (
        <Stack gap={2}>
          <Text size="sm">{installer.email}</Text>
          {!installer.emailVerified && (
            <Badge variant="outline" color="gray" size="sm">
              {t("admin.review.emailUnverified")}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      header: t("admin.columns.phone"),
      cell: (installer) => installer.phone ?? t("admin.common.notAvailable"),
    },
    { header: t("admin.columns.applied"), cell: (installer) => formatDate(installer.createdAt) },
    {
      header: t("admin.identity.column"),
      cell: (installer) => <IdentityCheck installer={installer} />,
    },
    {
      header: t("admin.columns.actions"),
      cell: (installer) => <ReviewButtons installer={installer} review={review} />,
    },
  ];
}

/** Installers awaiting review: name, email, phone ('N/A' if missing), applied date, Approve, Reject. */
export function ApprovalsTab() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <PendingInstallers>
        {(installers, review) => (
          <AdminTable
            rows={installers}
            columns={approvalColumns(t, review)}
            minWidth={900}
            name={{ label: t("admin.tabs.approvals") }}
          />
        )}
      </PendingInstallers>
    </Stack>
  );
}
