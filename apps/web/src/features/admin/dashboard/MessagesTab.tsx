import { Card, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../../i18n/useTranslation";
import { rowsOf, useAdminUsers } from "../api/queries";
import { fullName } from "../adminFormat";
import { LoadMoreButton, QueryView } from "../components/ListStates";
import { MessageForm } from "../messages/MessageForm";

/** Compose a message to any customer or installer (SPEC §2 shows a placeholder; this one sends). */
export function MessagesTab() {
  const { t } = useTranslation();
  const users = useAdminUsers();
  return (
    <Card withBorder padding="lg" maw={640}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t("admin.messages.composeTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("admin.messages.composeHint")}
        </Text>
        <QueryView query={users} rows={2}>
          {(data) => (
            <MessageForm
              recipient={rowsOf(data).map((user) => ({
                id: user.id,
                label: `${fullName(user)} (${user.email})`,
              }))}
            />
          )}
        </QueryView>
        <LoadMoreButton query={users} />
      </Stack>
    </Card>
  );
}
