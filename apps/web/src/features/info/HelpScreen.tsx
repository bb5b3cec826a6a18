import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { paths } from "../../app/paths";
import { Trans } from "../../i18n/Trans";
import { useTranslation } from "../../i18n/useTranslation";
import { InfoPage } from "./InfoPage";
import { TextSections, type TextSection } from "./TextSections";

const QUESTIONS: readonly TextSection[] = [
  { titleKey: "info.help.changeRequest.question", bodyKey: "info.help.changeRequest.answer" },
  { titleKey: "info.help.notHappy.question", bodyKey: "info.help.notHappy.answer" },
  { titleKey: "info.help.withdraw.question", bodyKey: "info.help.withdraw.answer" },
  { titleKey: "info.help.replaced.question", bodyKey: "info.help.replaced.answer" },
  { titleKey: "info.help.photos.question", bodyKey: "info.help.photos.answer" },
  { titleKey: "info.help.password.question", bodyKey: "info.help.password.answer" },
  { titleKey: "info.help.data.question", bodyKey: "info.help.data.answer" },
];

/** /help: the questions customers and installers ask most, each answered. */
export function HelpScreen() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t("info.help.title")} intro={t("info.help.intro")}>
      <TextSections sections={QUESTIONS} />
      <Text>
        <Trans
          i18nKey="info.help.more"
          components={{
            contact: <Anchor component={Link} to={paths.contact} inherit underline="always" />,
          }}
        />
      </Text>
    </InfoPage>
  );
}
