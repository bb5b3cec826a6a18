import { Button, Group, Textarea } from "@mantine/core";
import { chatMessageSchema, type Message } from "@uplink/domain";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import { errorMessageOf } from "../../app/api/errorMessage";
import { notifyError } from "../../app/notifications/notify";
import { useSendMessage } from "./api/mutations";
import { fieldError, saidOfCheck } from "../auth/forms/fieldErrors";

/**
 * Writes a message: Enter or the button sends it (Shift+Enter starts a new line). A blank
 * message (SPEC §5) or one over the server's maximum is refused here with the server's
 * own message; a failed send keeps what was typed.
 */
export function ChatComposer({
  conversationId,
  readAfterSending,
}: {
  conversationId: string;
  /** True while the chat polls: the sent message is read at once instead of waiting for the next poll. */
  readAfterSending: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<Message | null>(null);
  const send = useSendMessage(conversationId, readAfterSending);

  const submit = () => {
    if (send.isPending) return;
    const checked = chatMessageSchema.shape.body.safeParse(draft);
    if (!checked.success) {
      setError(saidOfCheck(checked));
      return;
    }
    setError(null);
    send.mutate(
      { id: conversationId, body: checked.data, type: "TEXT" },
      {
        onSuccess: () => setDraft(""),
        onError: (failure) =>
          notifyError(t("errors.title"), errorMessageOf(failure, t("chat.sendFailed"))),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Textarea
          label={t("chat.messageLabel")}
          placeholder={t("chat.placeholder")}
          rows={2}
          style={{ flex: 1 }}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          error={fieldError(error)}
        />
        <Button type="submit" mih={44} loading={send.isPending}>
          {t("chat.send")}
        </Button>
      </Group>
    </form>
  );
}
