import { Text } from "@mantine/core";
import { useRuntimeConfig } from "../../app/api/runtimeConfig";
import { useTranslation } from "../../i18n/useTranslation";

/** Said on payment screens while PAYMENT_PROVIDER is simulated: nothing is really charged or paid. */
export function TestModeNotice() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  if (config.data?.paymentProvider !== "simulated") return null;
  return (
    <Text size="xs" c="dimmed" role="note">
      {t("leads.payment.testMode")}
    </Text>
  );
}
