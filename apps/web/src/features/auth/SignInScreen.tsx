import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { ScreenPlaceholder } from "../../app/layout/ScreenPlaceholder";

/** /signin?role=installer|customer; anything but installer means customer (SPEC §2). */
export function SignInScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const isInstaller = searchParams.get("role") === "installer";
  return (
    <ScreenPlaceholder
      title={t(isInstaller ? "auth.signIn.installerTitle" : "auth.signIn.customerTitle")}
    />
  );
}
