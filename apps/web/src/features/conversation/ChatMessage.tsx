import { Image, Paper, Stack, Text } from "@mantine/core";
import type { ConversationMessage } from "@uplink/domain";
import { useTranslation } from "../../i18n/useTranslation";
import { messageTime } from "./chatFormat";

interface ChatMessageProps {
  message: ConversationMessage;
  sender: string;
  own: boolean;
}

/** One message: the platform's notes centred and muted, people's words in bubbles, photos with their caption. */
export function ChatMessage({ message, sender, own }: ChatMessageProps) {
  const { t } = useTranslation();
  const byline = (
    <Text size="xs" c="dimmed">
      {sender} · <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
    </Text>
  );

  if (message.type === "SYSTEM") {
    return (
      <Stack gap={2} align="center" data-message-type="SYSTEM" role="note" px="md">
        {byline}
        <Text size="sm" c="dimmed" fs="italic" ta="center">
          {message.body}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack
      gap={2}
      align={own ? "flex-end" : "flex-start"}
      data-message-type={message.type}
      component="article"
    >
      {byline}
      <Paper
        withBorder
        radius="md"
        p="sm"
        maw="85%"
        bg={own ? "var(--mantine-primary-color-light)" : undefined}
      >
        {message.type === "PHOTO" && message.photoUrl ? (
          <Stack gap={4} component="figure" m={0}>
            <Image
              src={message.photoUrl}
              alt={message.body || t("chat.photo")}
              h={180}
              fit="cover"
              radius="sm"
            />
            <Text size="sm" component="figcaption">
              {message.body}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {message.body}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
