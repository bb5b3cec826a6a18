import { useTranslation } from "../../../i18n/useTranslation";
import { useAdminAlerts } from "../api/queries";
import { AlertList, AllClear } from "../components/AlertList";
import { AdminSection, PagedList } from "../components/ListStates";
import { useResolve } from "../components/useResolve";

/** The alerts still open, each with Resolve; 'All Clear!' when there are none. */
export function QualityAlerts() {
  const { t } = useTranslation();
  const alerts = useAdminAlerts("open");
  const resolver = useResolve();
  return (
    <AdminSection id="quality-alerts" title={t("admin.console.qualityAlerts")}>
      <PagedList query={alerts} empty={<AllClear />}>
        {(active) => <AlertList alerts={active} resolver={resolver} />}
      </PagedList>
    </AdminSection>
  );
}
