import { useTranslation } from "../../i18n/useTranslation";
import { InfoPage } from "./InfoPage";
import { TextSections, type TextSection } from "./TextSections";

const STEPS: readonly TextSection[] = [
  { titleKey: "info.howItWorks.post.title", bodyKey: "info.howItWorks.post.body" },
  { titleKey: "info.howItWorks.price.title", bodyKey: "info.howItWorks.price.body" },
  { titleKey: "info.howItWorks.escrow.title", bodyKey: "info.howItWorks.escrow.body" },
  { titleKey: "info.howItWorks.install.title", bodyKey: "info.howItWorks.install.body" },
  { titleKey: "info.howItWorks.approve.title", bodyKey: "info.howItWorks.approve.body" },
  { titleKey: "info.howItWorks.installers.title", bodyKey: "info.howItWorks.installers.body" },
];

/** /how-it-works: a request's way from posting to payout, as the product runs it. */
export function HowItWorksScreen() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t("info.howItWorks.title")} intro={t("info.howItWorks.intro")}>
      <TextSections sections={STEPS} />
    </InfoPage>
  );
}
