import { Card, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { EmptyText } from "./ListStates";

export interface RecentItem {
  id: string;
  /** What happened. */
  text: string;
  /** When, and of what kind. */
  meta: string;
  /** Its state, on the right. */
  badge?: ReactNode;
}

/** What happened lately, newest first, one row each in a single card; `footer` closes it. */
export function RecentList({ items, footer }: { items: RecentItem[]; footer?: ReactNode }) {
  return (
    <Card withBorder padding={0}>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {items.map((item) => (
          <Group
            key={item.id}
            component="li"
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            px="md"
            py="sm"
            style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
          >
            <Stack gap={2}>
              <Text size="sm">{item.text}</Text>
              <Text size="xs" c="dimmed">
                {item.meta}
              </Text>
            </Stack>
            {item.badge}
          </Group>
        ))}
      </Stack>
      {footer}
    </Card>
  );
}

/** SPEC §2: 'No recent activity'. */
export function NoActivity() {
  const { t } = useTranslation();
  return <EmptyText>{t("admin.console.noActivity")}</EmptyText>;
}
