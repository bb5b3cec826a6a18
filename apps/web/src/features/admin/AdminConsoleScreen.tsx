import { Container, SimpleGrid, Stack, Title } from "@mantine/core";
import type { AdminStats } from "@uplink/domain";
import type { TFunction } from "../../i18n/i18n";
import { useTranslation } from "../../i18n/useTranslation";
import { formatCount, formatPercent } from "./adminFormat";
import { AdminGate } from "./components/AdminGate";
import { AdminStatCards } from "./components/PlatformStats";
import type { Stat } from "./components/StatCards";
import { QualityAlerts } from "./console/QualityAlerts";
import { RecentActivities } from "./console/RecentActivities";

/** /admin (SPEC §2): platform figures, recent activity and the alerts to resolve. */
export function AdminConsoleScreen() {
  const { t } = useTranslation();
  return (
    <AdminGate
      deniedTitle={t("admin.console.accessRequiredTitle")}
      deniedMessage={t("admin.console.accessRequiredMessage")}
    >
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Title order={1}>{t("admin.console.title")}</Title>
          <AdminStatCards figures={consoleStats} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <RecentActivities />
            <QualityAlerts />
          </SimpleGrid>
        </Stack>
      </Container>
    </AdminGate>
  );
}

function consoleStats(stats: AdminStats, t: TFunction): Stat[] {
  return [
    { label: t("admin.console.totalLeads"), value: formatCount(stats.totalLeads) },
    { label: t("admin.console.conversionRate"), value: formatPercent(stats.conversionRate) },
    { label: t("admin.console.activeInstallers"), value: formatCount(stats.activeInstallers) },
    { label: t("admin.console.leakDetections"), value: formatCount(stats.leakDetections) },
  ];
}
