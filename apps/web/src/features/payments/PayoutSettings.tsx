import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import type { PayoutStatus } from "@uplink/domain";
import { errorMessageOf } from "../../app/api/errorMessage";
import { notifyError } from "../../app/notifications/notify";
import { useTranslation } from "../../i18n/useTranslation";
import { useStartPayouts } from "./api/mutations";
import { usePayoutStatus } from "./api/queries";
import { providerPage } from "./leaveForProvider";
import { TestModeNotice } from "./TestModeNotice";

const STATUS_KEYS = {
  not_started: "account.payouts.notStarted",
  pending: "account.payouts.pending",
  enabled: "account.payouts.enabled",
} as const satisfies Record<PayoutStatus["status"], string>;

/**
 * The installer's payouts in Settings (issue 24): whether they are set up, and the button
 * that opens the provider's onboarding to set them up or continue.
 */
export function PayoutSettings() {
  const { t } = useTranslation();
  const payouts = usePayoutStatus();
  const start = useStartPayouts();
  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: ({ url }) => providerPage.leave(url),
      onError: (error) =>
        notifyError(t("errors.title"), errorMessageOf(error, t("account.payouts.startFailed"))),
    });
  const status = payouts.data?.status;
  return (
    <Stack gap="xs" component="section" aria-labelledby="payout-settings">
      <Group justify="space-between">
        <Text fw={600} size="sm" id="payout-settings">
          {t("account.payouts.title")}
        </Text>
        {status && (
          <Badge color={status === "enabled" ? "green" : "gray"} variant="light">
            {t(STATUS_KEYS[status])}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t("account.payouts.hint")}
      </Text>
      {payouts.isPending && <Skeleton height={36} />}
      {payouts.isError && <Alert color="red">{t("account.payouts.loadFailed")}</Alert>}
      {status && status !== "enabled" && (
        <Button variant="default" mih={44} loading={start.isPending} onClick={onStart}>
          {t(status === "not_started" ? "account.payouts.setUp" : "account.payouts.continue")}
        </Button>
      )}
      <TestModeNotice />
    </Stack>
  );
}
