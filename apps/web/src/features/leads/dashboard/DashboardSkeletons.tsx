import { Card, Container, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "../../../i18n/useTranslation";

/** Three card outlines while the leads load. */
export function CardsSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      aria-busy="true"
      aria-label={t("app.loading")}
    >
      {[0, 1, 2].map((index) => (
        <Card key={index} withBorder padding="lg">
          <Stack gap="xs">
            <Skeleton height={22} width="70%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="60%" />
            <Skeleton height={36} mt="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The dashboard while the session is checked: a title and the cards. */
export function DashboardSkeleton() {
  return (
    <Container size="lg" py="xl">
      <Skeleton height={36} width="40%" mb="lg" />
      <CardsSkeleton />
    </Container>
  );
}
