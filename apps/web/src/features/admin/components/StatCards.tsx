import { Card, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { useTranslation } from "../../../i18n/useTranslation";
import { ErrorCard } from "./ListStates";

export interface Stat {
  label: string;
  value: string;
}

interface StatCardsProps {
  /** The figures, or null while they load. */
  stats: Stat[] | null;
  /** A failure to load them, with a way to retry. */
  error?: { message: string; retry: () => void } | null;
  /** How many cards to sketch while loading. */
  count?: number;
}

/** A row of figures: one card each, two per row on phones. */
export function StatCards({ stats, error, count = 4 }: StatCardsProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <ErrorCard
        title={t("admin.common.statsFailed")}
        message={error.message}
        onRetry={error.retry}
      />
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing="md"
      aria-busy={stats === null}
      aria-label={stats === null ? t("app.loading") : undefined}
    >
      {stats === null
        ? Array.from({ length: count }, (_, index) => (
            <Card key={index} withBorder padding="lg">
              <Skeleton height={12} width="60%" />
              <Skeleton height={28} width="40%" mt="sm" />
            </Card>
          ))
        : stats.map((stat) => (
            <Card
              key={stat.label}
              withBorder
              padding="lg"
              component="section"
              aria-label={stat.label}
            >
              <Text size="sm" c="dimmed">
                {stat.label}
              </Text>
              <Text fz="xl" fw={700} mt={4}>
                {stat.value}
              </Text>
            </Card>
          ))}
    </SimpleGrid>
  );
}
