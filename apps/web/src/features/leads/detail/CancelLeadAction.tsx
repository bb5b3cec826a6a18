import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import {
  LeadStatus,
  optionalReason,
  type Lead,
  type LeadPayment,
  type Message,
} from "@uplink/domain";
import { useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { fieldError, saidOfCheck } from "../../auth/forms/fieldErrors";
import { formatValue } from "../leadFormat";
import { useLeadActions } from "../api/mutations";
import { useRunLeadAction } from "./runLeadAction";

/**
 * The customer calls their request off (NEW or ACCEPTED), after a confirmation that says
 * what happens to the money: nothing was paid yet, or what is held is refunded in full.
 * An accepted job's price is held once its payment says so (with a provider that collects
 * at checkout it awaits the customer's payment first); without one, once accepted.
 */
export function CancelLeadAction({ lead, payment }: { lead: Lead; payment: LeadPayment | null }) {
  const { t } = useTranslation();
  const { run, pending } = useRunLeadAction(lead.id, useLeadActions().cancel);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<Message | null>(null);
  const held = payment === null ? lead.status === LeadStatus.ACCEPTED : payment.status === "held";

  const cancel = () => {
    const checked = optionalReason.safeParse(reason);
    if (!checked.success) return setError(saidOfCheck(checked));
    setError(null);
    setConfirming(false);
    run(checked.data === undefined ? {} : { reason: checked.data }, {
      title: t("leads.actions.cancelled"),
    });
  };

  return (
    <>
      <Button mih={44} variant="outline" color="red" onClick={() => setConfirming(true)}>
        {t("leads.actions.cancel")}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("leads.actions.cancelTitle")}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            {held
              ? t("leads.actions.cancelRefund", { value: formatValue(lead.value ?? 0) })
              : t("leads.actions.cancelNothingPaid")}
          </Text>
          <Textarea
            label={t("leads.actions.cancelReason")}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={fieldError(error)}
          />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t("leads.actions.keepRequest")}
          </Button>
          <Button color="red" loading={pending} onClick={cancel}>
            {t("leads.actions.cancelConfirm")}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
