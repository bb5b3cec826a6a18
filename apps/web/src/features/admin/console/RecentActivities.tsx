import { useTranslation } from "../../../i18n/useTranslation";
import { useRecentActivities } from "../api/queries";
import { formatDateTime } from "../adminFormat";
import { AdminSection, LoadMoreButton, PagedRows } from "../components/ListStates";
import { NoActivity, RecentList } from "../components/RecentList";

/** The newest things that happened on the platform, a page at a time. */
export function RecentActivities() {
  const { t } = useTranslation();
  const activities = useRecentActivities();
  return (
    <AdminSection id="recent-activities" title={t("admin.console.recentActivities")}>
      <PagedRows query={activities} empty={<NoActivity />}>
        {(rows) => (
          <RecentList
            items={rows.map((activity) => ({
              id: activity.id,
              text: activity.body,
              meta: formatDateTime(activity.createdAt),
            }))}
            footer={<LoadMoreButton query={activities} />}
          />
        )}
      </PagedRows>
    </AdminSection>
  );
}
