import { Button, Group, Modal, Text } from "@mantine/core";
import type { Lead } from "@uplink/domain";
import { useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { valueText } from "../leadFormat";
import { useLeadActions } from "../api/mutations";
import { useRunLeadAction } from "./runLeadAction";

/** The customer approves the work, after a confirmation that it releases the payment. */
export function ApproveAction({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const { run, pending } = useRunLeadAction(lead.id, useLeadActions().approve);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button mih={44} color="green" onClick={() => setConfirming(true)}>
        {t("leads.actions.approve")}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("leads.actions.approveTitle")}
        centered
      >
        <Text size="sm">{t("leads.actions.approveWarning", { value: valueText(lead.value) })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t("account.cancel")}
          </Button>
          <Button
            color="green"
            loading={pending}
            onClick={() => {
              setConfirming(false);
              run(
                {},
                {
                  title: t("leads.actions.approvedTitle"),
                  message: t("leads.actions.approvedMessage"),
                },
              );
            }}
          >
            {t("leads.actions.approveConfirm")}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
