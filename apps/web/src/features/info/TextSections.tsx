import { Text } from "@mantine/core";
import type { MessageKey } from "../../i18n/i18n";
import { useTranslation } from "../../i18n/useTranslation";
import { InfoSection } from "./InfoSection";

export interface TextSection {
  titleKey: MessageKey;
  bodyKey: MessageKey;
}

/** Sections of one paragraph each, in the order given. */
export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  const { t } = useTranslation();
  return sections.map(({ titleKey, bodyKey }) => (
    <InfoSection key={titleKey} title={t(titleKey)}>
      <Text>{t(bodyKey)}</Text>
    </InfoSection>
  ));
}
