import { useTranslation } from "react-i18next";
import { ScreenPlaceholder } from "../../app/layout/ScreenPlaceholder";

export function AdminPanelScreen() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t("admin.panel.title")} />;
}
