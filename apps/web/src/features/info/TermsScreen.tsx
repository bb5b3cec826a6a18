import { useTranslation } from "../../i18n/useTranslation";
import { InfoPage } from "./InfoPage";
import { TextSections, type TextSection } from "./TextSections";

const TERMS: readonly TextSection[] = [
  { titleKey: "info.terms.accounts.title", bodyKey: "info.terms.accounts.body" },
  { titleKey: "info.terms.jobs.title", bodyKey: "info.terms.jobs.body" },
  { titleKey: "info.terms.payment.title", bodyKey: "info.terms.payment.body" },
  { titleKey: "info.terms.disputes.title", bodyKey: "info.terms.disputes.body" },
  { titleKey: "info.terms.onPlatform.title", bodyKey: "info.terms.onPlatform.body" },
  { titleKey: "info.terms.content.title", bodyKey: "info.terms.content.body" },
];

/** /terms: the rules of the platform, as the product enforces them. */
export function TermsScreen() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t("info.terms.title")} intro={t("info.terms.intro")}>
      <TextSections sections={TERMS} />
    </InfoPage>
  );
}
