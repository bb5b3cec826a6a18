import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { LeadStatus, Role } from "@uplink/domain";
import { useState } from "react";
import { errorMessageOf } from "../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../app/notifications/notify";
import { useTranslation } from "../../i18n/useTranslation";
import { useAuth } from "../auth/session/useAuth";
import { useLeads } from "../leads/api/queries";
import { useInviteToQuote } from "./api/mutations";

/**
 * "Invite to quote" (issue 25), for a signed-in customer with open (NEW) requests: a
 * chooser of those requests, and the invitation sent to `installerId` with a toast. Shown
 * to nobody else.
 */
export function InviteToQuoteButton({ installerId }: { installerId: string }) {
  const { user } = useAuth();
  if (user?.role !== Role.CUSTOMER) return null;
  return <InviteChooser installerId={installerId} />;
}

function InviteChooser({ installerId }: { installerId: string }) {
  const { t } = useTranslation();
  const leads = useLeads();
  const invite = useInviteToQuote();
  const [opened, setOpened] = useState(false);
  const open = (leads.data?.pages.flat() ?? []).filter((lead) => lead.status === LeadStatus.NEW);
  const [chosen, setChosen] = useState<string | null>(null);
  if (open.length === 0) return null;
  const leadId = chosen ?? open[0]!.id;

  const send = () =>
    invite.mutate(
      { id: leadId, installerId },
      {
        onSuccess: () => {
          setOpened(false);
          notifySuccess(t("trust.invite.sent"));
        },
        onError: (error) =>
          notifyError(t("errors.title"), errorMessageOf(error, t("errors.generic"))),
      },
    );

  return (
    <>
      <Button mih={44} variant="light" onClick={() => setOpened(true)}>
        {t("trust.invite.button")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t("trust.invite.title")}>
        <Stack gap="sm">
          <Text size="sm">{t("trust.invite.hint")}</Text>
          <Select
            label={t("trust.invite.request")}
            data={open.map((lead) => ({ value: lead.id, label: lead.title }))}
            value={leadId}
            onChange={setChosen}
            allowDeselect={false}
            searchable
          />
          <Group justify="flex-end">
            <Button mih={44} onClick={send} loading={invite.isPending}>
              {t("trust.invite.send")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
