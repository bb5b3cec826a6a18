import { Text } from "@mantine/core";
import { useRuntimeConfig } from "../../app/api/runtimeConfig";
import { useTranslation } from "../../i18n/useTranslation";
import { InfoPage } from "./InfoPage";
import { InfoSection } from "./InfoSection";
import { TextSections } from "./TextSections";

/** /pricing: what customers pay and what installers keep, with this deployment's fee. */
export function PricingScreen() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  return (
    <InfoPage title={t("info.pricing.title")} intro={t("info.pricing.intro")}>
      <TextSections
        sections={[
          { titleKey: "info.pricing.customers.title", bodyKey: "info.pricing.customers.body" },
        ]}
      />
      <InfoSection title={t("info.pricing.installers.title")}>
        <Text>{t("info.pricing.installers.body")}</Text>
        {config.data && (
          <Text>{t("info.pricing.fee", { percent: config.data.platformFeePercent })}</Text>
        )}
        {config.isError && <Text c="red">{t("info.pricing.feeUnavailable")}</Text>}
      </InfoSection>
      <TextSections
        sections={[
          { titleKey: "info.pricing.refunds.title", bodyKey: "info.pricing.refunds.body" },
        ]}
      />
    </InfoPage>
  );
}
