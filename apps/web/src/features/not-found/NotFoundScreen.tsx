import { Container, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Container py="xl">
      <Title order={1}>{t("notFound.title")}</Title>
      <Text mt="sm">{t("notFound.hint")}</Text>
    </Container>
  );
}
