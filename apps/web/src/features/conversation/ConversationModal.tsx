import { Alert, Button, Group, Modal, ScrollArea, Skeleton, Stack, Text } from "@mantine/core";
import type { ConversationParticipant, User } from "@uplink/domain";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import { ChatComposer } from "./ChatComposer";
import { ChatMessage } from "./ChatMessage";
import { senderName } from "./chatFormat";
import { ChatConnectionStatus } from "./ChatConnectionStatus";
import { useLiveConversation } from "./useLiveConversation";

interface ConversationModalProps {
  conversationId: string;
  opened: boolean;
  onClose: () => void;
  user: User;
}

/**
 * The 'Open Chat' modal of lead detail (SPEC §2). Its content mounts only while it is
 * open, so the conversation is streamed (or, failing that, polled every 5 seconds) then
 * and never otherwise.
 */
export function ConversationModal({
  conversationId,
  opened,
  onClose,
  user,
}: ConversationModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("chat.title")}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("chat.close") }}
    >
      <ConversationPanel conversationId={conversationId} user={user} />
    </Modal>
  );
}

function ConversationPanel({ conversationId, user }: { conversationId: string; user: User }) {
  const { t } = useTranslation();
  const { chat, connection } = useLiveConversation(conversationId);
  const conversation = chat.data;
  const messages = conversation?.messages ?? [];
  const newest = messages.at(-1)?.id;
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (newest) end.current?.scrollIntoView({ block: "end" });
  }, [newest]);

  if (!conversation) {
    return chat.isError ? (
      <Alert color="red" title={t("chat.loadFailed")}>
        <Button mt="sm" variant="light" onClick={() => void chat.refetch()}>
          {t("chat.retry")}
        </Button>
      </Alert>
    ) : (
      <Stack gap="sm" aria-busy="true" aria-label={t("app.loading")}>
        <Skeleton height={48} width="70%" />
        <Skeleton height={48} width="60%" ml="auto" />
        <Skeleton height={48} width="65%" />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Participants people={conversation.participants} />
        <ChatConnectionStatus connection={connection} />
      </Group>
      <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars>
        <Stack gap="md" role="log" aria-label={t("chat.messages")} aria-live="polite" py="xs">
          {messages.length === 0 && (
            <Text size="sm" c="dimmed" ta="center">
              {t("chat.empty")}
            </Text>
          )}
          {messages.map((message) => (
            <ChatMessage
              key={message.id}
              message={message}
              sender={senderName(message, conversation.participants, user)}
              own={message.senderId === user.id}
            />
          ))}
          <div ref={end} />
        </Stack>
      </ScrollArea.Autosize>
      <ChatComposer conversationId={conversationId} readAfterSending={connection !== "live"} />
    </Stack>
  );
}

function Participants({ people }: { people: ConversationParticipant[] }) {
  const { t } = useTranslation();
  const roles: Record<ConversationParticipant["role"], string> = {
    customer: t("chat.roles.customer"),
    installer: t("chat.roles.installer"),
    administrator: t("chat.roles.administrator"),
  };
  return (
    <Group gap="lg">
      {people.map((person) => (
        <Text key={person.id} size="sm">
          <Text span fw={600}>
            {person.firstName} {person.lastName}
          </Text>{" "}
          ({roles[person.role]}){person.phone && ` · ${person.phone}`}
        </Text>
      ))}
    </Group>
  );
}
