import type { AdminStats } from "@uplink/domain";
import type { TFunction } from "../../../i18n/i18n";
import { useTranslation } from "../../../i18n/useTranslation";
import { useAdminStats } from "../api/queries";
import { formatCount, formatEuros } from "../adminFormat";
import { StatCards, type Stat } from "./StatCards";
import { statErrorOf } from "./statErrorOf";

/** The figures of `admin.stats` that `figures` picks, as cards. */
export function AdminStatCards({
  figures,
}: {
  figures: (stats: AdminStats, t: TFunction) => Stat[];
}) {
  const { t } = useTranslation();
  const stats = useAdminStats();
  return (
    <StatCards
      stats={stats.data ? figures(stats.data, t) : null}
      error={statErrorOf(stats, t("admin.common.loadFailedHint"))}
    />
  );
}

function platformStats(stats: AdminStats, t: TFunction): Stat[] {
  return [
    { label: t("admin.stats.totalUsers"), value: formatCount(stats.totalUsers) },
    { label: t("admin.stats.pendingInstallers"), value: formatCount(stats.pendingInstallers) },
    { label: t("admin.stats.activeLeads"), value: formatCount(stats.activeLeads) },
    { label: t("admin.stats.totalRevenue"), value: formatEuros(stats.totalRevenue) },
  ];
}

/** The admin panel's figures (SPEC §3): users, pending installers, active leads, revenue in euros. */
export function PlatformStats() {
  return <AdminStatCards figures={platformStats} />;
}
