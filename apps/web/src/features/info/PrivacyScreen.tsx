import { useTranslation } from "../../i18n/useTranslation";
import { InfoPage } from "./InfoPage";
import { TextSections, type TextSection } from "./TextSections";

const POLICY: readonly TextSection[] = [
  { titleKey: "info.privacy.stored.title", bodyKey: "info.privacy.stored.body" },
  { titleKey: "info.privacy.whoSees.title", bodyKey: "info.privacy.whoSees.body" },
  { titleKey: "info.privacy.photos.title", bodyKey: "info.privacy.photos.body" },
  { titleKey: "info.privacy.chat.title", bodyKey: "info.privacy.chat.body" },
  { titleKey: "info.privacy.sessions.title", bodyKey: "info.privacy.sessions.body" },
  { titleKey: "info.privacy.rights.title", bodyKey: "info.privacy.rights.body" },
  { titleKey: "info.privacy.mail.title", bodyKey: "info.privacy.mail.body" },
];

/** /privacy: what is stored, who sees it, and how to take it away. */
export function PrivacyScreen() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t("info.privacy.title")} intro={t("info.privacy.intro")}>
      <TextSections sections={POLICY} />
    </InfoPage>
  );
}
