import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { SESSION_IDLE_TIMEOUT_MS, type ActiveSession } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useRevokeSession } from "../api/mutations";
import { useActiveSessions } from "../api/queries";
import { SignOutOtherDevices } from "./SignOutOtherDevices";
import { formatLocale } from "../../../i18n/formats";

const IDLE_DAYS = SESSION_IDLE_TIMEOUT_MS / (24 * 60 * 60 * 1000);

function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(formatLocale(), {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

/**
 * Settings' list of the devices signed in to the account: this one marked, each
 * other one with its own sign-out, and "Sign out other devices" for all of them.
 */
export function ActiveSessions() {
  const { t } = useTranslation();
  const sessions = useActiveSessions();
  const revoke = useRevokeSession();

  const signOut = (session: ActiveSession) =>
    revoke.mutate(
      { id: session.id },
      {
        onSuccess: () =>
          notifySuccess(t("account.sessions.signedOutDevice", { device: session.device })),
        onError: (error) =>
          notifyError(
            t("errors.title"),
            errorMessageOf(error, t("account.sessions.signOutFailed")),
          ),
      },
    );

  let body;
  if (sessions.isPending) {
    body = <Skeleton height={64} aria-label={t("app.loading")} />;
  } else if (sessions.isError) {
    body = (
      <Alert color="red" title={t("account.sessions.loadFailed")}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {errorMessageOf(sessions.error, t("account.sessions.loadFailedHint"))}
          </Text>
          <Button variant="light" color="red" mih={44} onClick={() => void sessions.refetch()}>
            {t("account.sessions.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (sessions.data.sessions.length === 0) {
    body = <Text size="sm">{t("account.sessions.empty")}</Text>;
  } else {
    const list = sessions.data.sessions;
    body = (
      <>
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {list.map((session) => (
            <Group key={session.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Group gap="xs">
                  <Text size="sm" fw={500}>
                    {session.device}
                  </Text>
                  {session.current && (
                    <Badge size="sm" variant="light" color="green">
                      {t("account.sessions.thisDevice")}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {t("account.sessions.lastActive", { time: formatDateTime(session.lastUsedAt) })}
                </Text>
              </div>
              {!session.current && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  mih={44}
                  loading={revoke.isPending && revoke.variables.id === session.id}
                  onClick={() => signOut(session)}
                  aria-label={t("account.sessions.signOutDevice", { device: session.device })}
                >
                  {t("account.sessions.signOut")}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
        {list.some((session) => !session.current) ? (
          <SignOutOtherDevices />
        ) : (
          <Text size="sm" c="dimmed">
            {t("account.sessions.onlyThisDevice")}
          </Text>
        )}
      </>
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="active-sessions">
      <Text fw={600} size="sm" id="active-sessions">
        {t("account.sessions.title")}
      </Text>
      <Text size="sm" c="dimmed">
        {t("account.sessions.hint", { count: IDLE_DAYS })}
      </Text>
      {body}
    </Stack>
  );
}
