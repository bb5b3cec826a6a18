import { Badge, Button, Divider, Group, Modal, Stack, Text } from "@mantine/core";
import { Role, type User } from "@uplink/domain";
import { LanguageSelect } from "../../../app/layout/LanguageSelect";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useDownloadMyData, useResendVerification } from "../api/mutations";
import { ActiveSessions } from "./ActiveSessions";
import { ServiceAreaSettings } from "../../installer/ServiceAreaSettings";
import { PayoutSettings } from "../../payments/PayoutSettings";
import { PaymentsStatement } from "../../payments/PaymentsStatement";
import { fullName, ROLE_LABEL_KEYS } from "./userDisplay";

/**
 * Settings: the account at a glance, a fresh verification link if needed, the language
 * (saved on the account), the devices signed in to the account, its payments, and a
 * copy of one's data.
 */
export function SettingsDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const download = useDownloadMyData();
  const notifyFailure = (error: unknown) =>
    notifyError(t("errors.title"), errorMessageOf(error, t("errors.generic")));

  return (
    <Modal opened onClose={onClose} title={t("account.settings.title")} centered>
      <Stack gap="md">
        <div>
          <Text fw={600}>{fullName(user)}</Text>
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
          <Group gap="xs" mt="xs">
            <Badge variant="light">{t(ROLE_LABEL_KEYS[user.role])}</Badge>
            <Badge variant="light" color={user.emailVerified ? "green" : "yellow"}>
              {t(
                user.emailVerified
                  ? "account.settings.emailVerified"
                  : "account.settings.emailNotVerified",
              )}
            </Badge>
          </Group>
        </div>
        {!user.emailVerified && (
          <Stack gap="xs">
            <Text size="sm">{t("account.settings.verifyHint")}</Text>
            <Button
              variant="light"
              mih={44}
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: (result) =>
                    notifySuccess(result.message || t("account.settings.verificationSent")),
                  onError: notifyFailure,
                })
              }
            >
              {t("account.settings.resendVerification")}
            </Button>
          </Stack>
        )}
        <Divider />
        <LanguageSelect withLabel />
        {user.role === Role.INSTALLER && (
          <>
            <Divider />
            <ServiceAreaSettings user={user} />
            <Divider />
            <PayoutSettings />
          </>
        )}
        <Divider />
        <ActiveSessions />
        <Divider />
        <PaymentsStatement />
        <Divider />
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t("account.settings.yourData")}
          </Text>
          <Text size="sm" c="dimmed">
            {t("account.settings.yourDataHint")}
          </Text>
          <Button
            variant="default"
            mih={44}
            loading={download.isPending}
            onClick={() => download.mutate(undefined, { onError: notifyFailure })}
          >
            {t("account.settings.downloadData")}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
