import { Alert } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";

/** In place of data this device has not loaded yet while the connection is down (issue 23). */
export function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t("offline.notLoadedTitle")} role="status">
      {t("offline.notLoadedMessage")}
    </Alert>
  );
}
