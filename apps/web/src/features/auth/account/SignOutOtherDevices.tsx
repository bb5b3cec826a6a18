import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useRevokeOtherSessions } from "../api/mutations";

/** "Sign out other devices", asked once more before every other session ends. */
export function SignOutOtherDevices() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const revokeOthers = useRevokeOtherSessions();

  if (!confirming) {
    return (
      <Button variant="light" color="red" mih={44} onClick={() => setConfirming(true)}>
        {t("account.sessions.signOutOthers")}
      </Button>
    );
  }

  const confirm = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => {
        setConfirming(false);
        notifySuccess(
          revoked === 0
            ? t("account.sessions.signedOutNone")
            : t("account.sessions.signedOut", { count: revoked }),
        );
      },
      onError: (error) =>
        notifyError(t("errors.title"), errorMessageOf(error, t("account.sessions.signOutFailed"))),
    });

  return (
    <Stack gap="xs" role="group" aria-label={t("account.sessions.signOutOthers")}>
      <Text size="sm">{t("account.sessions.confirmSignOutOthers")}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" mih={44} onClick={() => setConfirming(false)}>
          {t("account.cancel")}
        </Button>
        <Button color="red" mih={44} loading={revokeOthers.isPending} onClick={confirm}>
          {t("account.sessions.confirm")}
        </Button>
      </Group>
    </Stack>
  );
}
