import { Anchor, Text } from "@mantine/core";
import { useRuntimeConfig } from "../../app/api/runtimeConfig";
import { useTranslation } from "../../i18n/useTranslation";
import { InfoPage } from "./InfoPage";

/** /contact: the job's own chat first, then the address this deployment publishes (CONTACT_EMAIL), if any. */
export function ContactScreen() {
  const { t } = useTranslation();
  const { data, isError } = useRuntimeConfig();
  return (
    <InfoPage title={t("info.contact.title")} intro={t("info.contact.intro")}>
      {data?.contactEmail && (
        <Text>
          {t("info.contact.email")}{" "}
          <Anchor href={`mailto:${data.contactEmail}`}>{data.contactEmail}</Anchor>
        </Text>
      )}
      {data && !data.contactEmail && <Text>{t("info.contact.noEmail")}</Text>}
      {isError && <Text c="red">{t("info.contact.unavailable")}</Text>}
    </InfoPage>
  );
}
