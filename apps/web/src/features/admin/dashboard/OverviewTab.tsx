import { Stack } from "@mantine/core";
import { ADMIN_OVERVIEW_ALERT_COUNT, type Alert, type AdminStats } from "@uplink/domain";
import type { TFunction } from "../../../i18n/i18n";
import { useTranslation } from "../../../i18n/useTranslation";
import { rowsOf, useAdminAlerts, useAdminStats } from "../api/queries";
import { formatCount, formatDateTime } from "../adminFormat";
import { AlertStatusBadge } from "../components/AlertList";
import { ALERT_TYPE_KEYS } from "../components/AlertTypeLabel";
import { AdminSection, PagedRows } from "../components/ListStates";
import { NoActivity, RecentList } from "../components/RecentList";
import { StatCards, type Stat } from "../components/StatCards";
import { statErrorOf } from "../components/statErrorOf";

function overviewStats(stats: AdminStats, alertCount: string, t: TFunction): Stat[] {
  return [
    { label: t("admin.stats.totalUsers"), value: formatCount(stats.totalUsers) },
    { label: t("admin.stats.activeLeads"), value: formatCount(stats.activeLeads) },
    { label: t("admin.stats.pendingInstallers"), value: formatCount(stats.pendingInstallers) },
    { label: t("admin.stats.systemAlerts"), value: alertCount },
  ];
}

/**
 * Four counts (total users, active leads, pending installers, system alerts) and the
 * first five alerts as recent activity (SPEC §2, §9).
 */
export function OverviewTab() {
  const { t } = useTranslation();
  const stats = useAdminStats();
  const alerts = useAdminAlerts();
  const openAlerts = useAdminAlerts("open");
  // The open alerts come a page at a time; more pages mean at least this many.
  const alertCount = `${formatCount(rowsOf(openAlerts.data).length)}${openAlerts.hasNextPage ? "+" : ""}`;

  const alertItem = (alert: Alert) => ({
    id: alert.id,
    text: alert.description,
    meta: `${t(ALERT_TYPE_KEYS[alert.type])} · ${formatDateTime(alert.createdAt)}`,
    badge: <AlertStatusBadge isResolved={alert.isResolved} />,
  });

  return (
    <Stack gap="xl">
      <StatCards
        stats={stats.data && openAlerts.data ? overviewStats(stats.data, alertCount, t) : null}
        error={
          statErrorOf(stats, t("admin.common.loadFailedHint")) ??
          statErrorOf(openAlerts, t("admin.common.loadFailedHint"))
        }
      />
      <AdminSection id="overview-activity" title={t("admin.dashboard.recentActivity")}>
        <PagedRows
          query={alerts}
          pick={(rows) => rows.slice(0, ADMIN_OVERVIEW_ALERT_COUNT)}
          empty={<NoActivity />}
        >
          {(recent) => <RecentList items={recent.map(alertItem)} />}
        </PagedRows>
      </AdminSection>
    </Stack>
  );
}
