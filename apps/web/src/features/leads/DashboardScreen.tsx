import { useTranslation } from "react-i18next";
import { ScreenPlaceholder } from "../../app/layout/ScreenPlaceholder";

export function DashboardScreen() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t("dashboard.title")} />;
}
