import { useTranslation } from "react-i18next";
import { ScreenPlaceholder } from "../../app/layout/ScreenPlaceholder";

export function AdminConsoleScreen() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t("admin.console.title")} />;
}
