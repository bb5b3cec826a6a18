import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { errorMessageOf } from "../../app/api/errorMessage";
import { notifyError } from "../../app/notifications/notify";
import { useMarkNoticeRead } from "./api/mutations";
import { useNotices } from "./api/queries";
import { formatLocale } from "../../i18n/formats";

function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(formatLocale(), {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

/** A web address in a notice's text, up to the next space. */
const WEB_ADDRESS = /https?:\/\/\S+/g;

/**
 * A notice's text with each address of this site as a link within the app (an
 * invitation to quote names its request so, issue 25); other addresses stay text.
 */
function withLinks(body: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of body.matchAll(WEB_ADDRESS)) {
    let url: URL;
    try {
      url = new URL(match[0]);
    } catch {
      continue;
    }
    if (url.origin !== window.location.origin) continue;
    parts.push(body.slice(from, match.index));
    parts.push(
      <Anchor key={match.index} component={Link} to={`${url.pathname}${url.search}${url.hash}`}>
        {match[0]}
      </Anchor>,
    );
    from = match.index + match[0].length;
  }
  parts.push(body.slice(from));
  return parts;
}

/**
 * Messages from the administrators, newest first, on the signed-in user's dashboard.
 * Having none is the usual case, so then nothing is shown. Spaced from what follows it.
 * Unread ones are marked New, with a button to mark them read.
 */
export function AdminNotices() {
  const { t } = useTranslation();
  const notices = useNotices();
  const markRead = useMarkNoticeRead();
  const onMarkRead = (id: string) =>
    markRead.mutate(
      { id },
      {
        onError: (error) =>
          notifyError(t("errors.title"), errorMessageOf(error, t("notices.markReadFailed"))),
      },
    );

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
  const list = notices.data.pages.flat();
  if (list.length === 0) return null;

  return (
    <Card withBorder padding="lg" mb="lg" component="section" aria-labelledby="admin-notices">
      <Stack gap="sm">
        <Title order={2} size="h4" id="admin-notices">
          {t("notices.title")}
        </Title>
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {list.map((notice) => (
            <Stack key={notice.id} component="li" gap={2}>
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {withLinks(notice.body)}
              </Text>
              <Group gap="sm" wrap="wrap">
                <Text size="xs" c="dimmed">
                  {formatDateTime(notice.createdAt)}
                </Text>
                {notice.readAt === null && (
                  <>
                    <Badge size="sm" color="blue">
                      {t("notices.new")}
                    </Badge>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      mih={44}
                      loading={markRead.isPending && markRead.variables.id === notice.id}
                      onClick={() => onMarkRead(notice.id)}
                    >
                      {t("notices.markRead")}
                    </Button>
                  </>
                )}
              </Group>
            </Stack>
          ))}
        </Stack>
        {notices.hasNextPage && (
          <Button
            variant="light"
            mih={44}
            loading={notices.isFetchingNextPage}
            onClick={() => void notices.fetchNextPage()}
            style={{ alignSelf: "flex-start" }}
          >
            {t("notices.loadMore")}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
