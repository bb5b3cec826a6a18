import { Button, Stack, Text, Textarea } from "@mantine/core";
import { requiredReason, type Message } from "@uplink/domain";
import { useState } from "react";
import { fieldError, saidOfCheck } from "../../auth/forms/fieldErrors";

/**
 * A button that needs a reason first (withdrawing, disputing): the reason is checked by
 * the server's own rule (not blank, at most its maximum) before anything is sent.
 */
export function ReasonedAction({
  hint,
  label,
  button,
  color,
  pending,
  onSubmit,
}: {
  hint: string;
  label: string;
  button: string;
  color: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<Message | null>(null);
  const check = () => {
    const checked = requiredReason.safeParse(reason);
    setError(saidOfCheck(checked));
    return checked.success ? checked.data : null;
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      <Textarea
        label={label}
        required
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={fieldError(error)}
      />
      <Button
        mih={44}
        variant="outline"
        color={color}
        loading={pending}
        onClick={() => {
          const checked = check();
          if (checked !== null) onSubmit(checked);
        }}
      >
        {button}
      </Button>
    </Stack>
  );
}
