import { Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/useTranslation";

interface ScreenPlaceholderProps {
  title: string;
  children?: ReactNode;
}

/** A screen whose behaviour has not been built yet: its SPEC title as the page's one h1, and a short notice. */
export function ScreenPlaceholder({ title, children }: ScreenPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <Container py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        {t("app.comingSoon")}
      </Text>
      {children}
    </Container>
  );
}
