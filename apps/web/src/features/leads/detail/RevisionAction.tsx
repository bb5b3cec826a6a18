import { Button, Stack, Textarea } from "@mantine/core";
import { revisionSchema, type Message } from "@uplink/domain";
import { useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { fieldError, saidOfCheck } from "../../auth/forms/fieldErrors";
import { useLeadActions } from "../api/mutations";
import { useRunLeadAction, type ActionProps } from "./runLeadAction";

/** The customer sends the work back with non-blank feedback. */
export function RevisionAction({ leadId }: ActionProps) {
  const { t } = useTranslation();
  const { run, pending } = useRunLeadAction(leadId, useLeadActions().requestRevision);
  const [feedback, setFeedback] = useState("");
  const [error, setError] = useState<Message | null>(null);
  // The server's own rule: not blank, and at most its maximum.
  const check = () => {
    const checked = revisionSchema.shape.feedback.safeParse(feedback);
    setError(saidOfCheck(checked));
    return checked.success;
  };
  return (
    <Stack gap="sm">
      <Textarea
        label={t("leads.actions.feedback")}
        rows={3}
        value={feedback}
        onChange={(event) => setFeedback(event.currentTarget.value)}
        onBlur={check}
        error={fieldError(error)}
      />
      <Button
        mih={44}
        variant="outline"
        color="orange"
        loading={pending}
        onClick={() => {
          if (check())
            run({ feedback: feedback.trim() }, { title: t("leads.actions.revisionRequested") });
        }}
      >
        {t("leads.actions.requestRevision")}
      </Button>
    </Stack>
  );
}
