import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRuntimeConfig } from "../../app/api/runtimeConfig";
import { ScreenPlaceholder } from "../../app/layout/ScreenPlaceholder";

/** Diagnostic page for the hosted sign-in provider; so far it reports whether a publishable key is configured. */
export function ClerkTestScreen() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const keyPresent = config.isPending
    ? t("auth.clerkTest.checking")
    : t(config.data?.clerkPublishableKey ? "auth.clerkTest.yes" : "auth.clerkTest.no");

  return (
    <ScreenPlaceholder title={t("auth.clerkTest.title")}>
      <Text mt="md">{t("auth.clerkTest.keyPresent", { value: keyPresent })}</Text>
    </ScreenPlaceholder>
  );
}
