import { useTranslation } from "react-i18next";
import { ScreenPlaceholder } from "../../app/layout/ScreenPlaceholder";

export function VerifyEmailScreen() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t("auth.verifyEmail.title")} />;
}
