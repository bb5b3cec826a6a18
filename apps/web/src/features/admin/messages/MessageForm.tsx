import { NativeSelect, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ADMIN_MESSAGE_MAX_LENGTH, messageUserSchema } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { SubmitButton } from "../../auth/forms/SubmitButton";
import { errorOfCheck } from "../../auth/forms/fieldErrors";
import { wordedError } from "../../../i18n/Worded";
import { useMessageUser } from "../api/mutations";

export interface Recipient {
  id: string;
  label: string;
}

interface MessageFormProps {
  /** The one user to write to, or the users to choose from. */
  recipient: Recipient | Recipient[];
  onSent?: () => void;
}

/** The server's own rule for the text: non-blank, at most 5,000 characters. */
function messageError(message: string) {
  return errorOfCheck(messageUserSchema.shape.message.safeParse(message));
}

/** Writes to a user through `admin.messageUser`: emailed and kept as a notice. */
export function MessageForm({ recipient, onSent }: MessageFormProps) {
  const { t } = useTranslation();
  const send = useMessageUser();
  const choices = Array.isArray(recipient) ? recipient : null;
  const form = useForm({
    mode: "controlled",
    initialValues: { userId: Array.isArray(recipient) ? "" : recipient.id, message: "" },
    validate: {
      userId: (userId) => (userId ? null : wordedError("admin.messages.recipientRequired")),
      message: messageError,
    },
    validateInputOnBlur: true,
  });
  const { getInputProps } = form;

  const submit = form.onSubmit(({ userId, message }) => {
    if (send.isPending) return;
    send.mutate(
      { userId, message: message.trim() },
      {
        onSuccess: () => {
          notifySuccess(t("admin.messages.sent"));
          form.setFieldValue("message", "");
          form.resetTouched();
          onSent?.();
        },
        onError: (error) =>
          notifyError(t("errors.title"), errorMessageOf(error, t("admin.messages.sendFailed"))),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {choices && (
          <NativeSelect
            label={t("admin.messages.recipient")}
            data={[
              { value: "", label: t("admin.messages.chooseRecipient"), disabled: true },
              ...choices.map(({ id, label }) => ({ value: id, label })),
            ]}
            {...getInputProps("userId")}
          />
        )}
        <Textarea
          label={t("admin.messages.message")}
          rows={5}
          maxLength={ADMIN_MESSAGE_MAX_LENGTH}
          {...getInputProps("message")}
        />
        <SubmitButton pending={send.isPending}>{t("admin.messages.send")}</SubmitButton>
      </Stack>
    </form>
  );
}
