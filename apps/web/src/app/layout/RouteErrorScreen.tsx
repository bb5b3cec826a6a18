import { Button, Container, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";

/** What a screen that failed to render shows instead; reloading fetches the current deployment's code. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <Container py="xl">
      <Title order={1}>{t("routeError.title")}</Title>
      <Text mt="sm">{t("routeError.body")}</Text>
      <Button mt="lg" mih={44} onClick={() => window.location.reload()}>
        {t("routeError.reload")}
      </Button>
    </Container>
  );
}
