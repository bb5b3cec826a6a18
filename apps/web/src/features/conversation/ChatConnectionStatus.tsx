import { Box, Group, Text } from "@mantine/core";
import { CHAT_POLL_INTERVAL_MS } from "@uplink/domain";
import { useTranslation } from "../../i18n/useTranslation";
import type { ChatConnection } from "./useConversationStream";

const DOT_COLOR: Record<ChatConnection, string> = {
  live: "var(--mantine-color-green-6)",
  connecting: "var(--mantine-color-gray-5)",
  reconnecting: "var(--mantine-color-yellow-6)",
  polling: "var(--mantine-color-gray-5)",
};

const WORDS = {
  live: "chat.connection.live",
  connecting: "chat.connection.connecting",
  reconnecting: "chat.connection.reconnecting",
  polling: "chat.connection.polling",
} as const satisfies Record<ChatConnection, string>;

/** How new messages arrive, in words (a status region, so a change is announced); the dot only repeats it. */
export function ChatConnectionStatus({ connection }: { connection: ChatConnection }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" data-connection={connection}>
      <Box
        aria-hidden
        w={8}
        h={8}
        style={{ borderRadius: "50%", flex: "none", background: DOT_COLOR[connection] }}
      />
      <Text size="xs" c="dimmed" role="status">
        {t(WORDS[connection], { seconds: CHAT_POLL_INTERVAL_MS / 1000 })}
      </Text>
    </Group>
  );
}
