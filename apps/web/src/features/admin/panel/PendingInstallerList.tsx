import { Badge, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { PendingInstaller } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { formatDate } from "../../leads/leadFormat";
import { fullName } from "../adminFormat";
import { AdminStatusBadge } from "../components/AdminStatusBadge";
import { AdminSection } from "../components/ListStates";
import { IdentityCheck } from "../components/IdentityCheck";
import { PendingInstallers } from "../components/PendingInstallers";
import { ReviewButtons } from "../components/ReviewButtons";
import type { InstallerReview } from "../components/useInstallerReview";

/** Installers awaiting review, as cards with Approve and Reject. */
export function PendingInstallerList() {
  const { t } = useTranslation();
  return (
    <AdminSection id="pending-installers" title={t("admin.panel.pendingTitle")}>
      <PendingInstallers>
        {(installers, review) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {installers.map((installer) => (
              <InstallerCard key={installer.id} installer={installer} review={review} />
            ))}
          </SimpleGrid>
        )}
      </PendingInstallers>
    </AdminSection>
  );
}

function InstallerCard({
  installer,
  review,
}: {
  installer: PendingInstaller;
  review: InstallerReview;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="article" aria-label={fullName(installer)}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600}>{fullName(installer)}</Text>
          <AdminStatusBadge status={installer.status} />
        </Group>
        <Text size="sm">{installer.email}</Text>
        <Text size="sm">{installer.phone ?? t("admin.common.notAvailable")}</Text>
        <Text size="xs" c="dimmed">
          {t("admin.common.appliedOn", { date: formatDate(installer.createdAt) })}
        </Text>
        <Badge variant="outline" color={installer.emailVerified ? "green" : "gray"} w="fit-content">
          {installer.emailVerified
            ? t("admin.review.emailVerified")
            : t("admin.review.emailUnverified")}
        </Badge>
        <IdentityCheck installer={installer} />
        <ReviewButtons installer={installer} review={review} />
      </Stack>
    </Card>
  );
}
