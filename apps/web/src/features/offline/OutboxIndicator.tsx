import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useAuth } from "../auth/session/useAuth";
import { useTranslation } from "../../i18n/useTranslation";
import { formatLocale } from "../../i18n/formats";
import { discardSubmission } from "./outbox";
import { useOutbox } from "./useOutbox";
import { useOutboxSender } from "./useOutboxSender";
import { useSubmissionName } from "./useSubmissionName";

/**
 * The signed-in user's outbox (issue 23): "1 waiting to send" while submissions are kept,
 * the list of them on demand with a way to discard each, and the sender that delivers
 * them once the connection returns. Nothing while the outbox is empty.
 */
export function OutboxIndicator() {
  const { t } = useTranslation();
  const userId = useAuth().user?.id;
  const kept = useOutbox(userId);
  useOutboxSender(userId, kept.length);
  const nameOf = useSubmissionName();
  const [open, list] = useDisclosure(false);
  if (kept.length === 0) return null;
  return (
    <Card withBorder padding="sm" role="status" aria-live="polite">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t("offline.waiting", { count: kept.length })}</Text>
          <Button variant="subtle" size="compact-sm" mih={32} onClick={list.toggle}>
            {open ? t("offline.hide") : t("offline.show")}
          </Button>
        </Group>
        {open &&
          kept.map((submission) => (
            <Group key={submission.key} justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text size="sm">{nameOf(submission)}</Text>
                <Text size="xs" c="dimmed">
                  {t("offline.savedAt", { time: savedTime(submission.createdAt) })}
                </Text>
              </Stack>
              <Button
                variant="light"
                color="red"
                size="compact-sm"
                mih={32}
                aria-label={t("offline.discardLabel", { name: nameOf(submission) })}
                onClick={() => void discardSubmission(submission.key)}
              >
                {t("offline.discard")}
              </Button>
            </Group>
          ))}
      </Stack>
    </Card>
  );
}

function savedTime(at: number): string {
  return new Intl.DateTimeFormat(formatLocale(), { dateStyle: "short", timeStyle: "short" }).format(
    at,
  );
}
