import { Alert, Button, Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../app/api/errorMessage";
import { useNotices } from "./noticeRequests";

function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );
}

/**
 * Messages from the administrators, newest first, on the signed-in user's dashboard.
 * Having none is the usual case, so then nothing is shown. Spaced from what follows it.
 */
export function AdminNotices() {
  const { t } = useTranslation();
  const notices = useNotices();

  if (notices.isPending) return <Skeleton height={72} mb="lg" aria-label={t("app.loading")} />;
  if (notices.isError) {
    return (
      <Alert color="red" mb="lg" title={t("notices.loadFailed")}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessageOf(notices.error, t("notices.loadFailedHint"))}</Text>
          <Button variant="light" color="red" mih={44} onClick={() => void notices.refetch()}>
            {t("notices.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (notices.data.length === 0) return null;

  return (
    <Card withBorder padding="lg" mb="lg" component="section" aria-labelledby="admin-notices">
      <Stack gap="sm">
        <Title order={2} size="h4" id="admin-notices">
          {t("notices.title")}
        </Title>
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {notices.data.map((notice) => (
            <Stack key={notice.id} component="li" gap={2}>
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {notice.body}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(notice.createdAt)}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
