import { Container, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";

/** Shown while a lazily loaded screen arrives: the shape of a title and content, not a bare spinner. */
export function ScreenSkeleton() {
  const { t } = useTranslation();
  return (
    <Container py="xl">
      <Stack gap="md" aria-busy="true" aria-label={t("app.loading")}>
        <Skeleton height={36} width="60%" />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
        <Skeleton height={160} mt="md" />
      </Stack>
    </Container>
  );
}
