import { useTranslation } from "react-i18next";
import { ScreenPlaceholder } from "../../app/layout/ScreenPlaceholder";

export function EditLeadScreen() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t("leads.edit.title")} />;
}
