import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import type { AdminReview } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { formatDateTime } from "../adminFormat";

const ROLE_KEYS = {
  customer: "admin.reviews.roles.customer",
  installer: "admin.reviews.roles.installer",
} as const satisfies Record<AdminReview["author"]["role"], string>;

interface AdminReviewCardProps {
  review: AdminReview;
  onHide: (review: AdminReview) => void;
}

/**
 * One review as administrators read it: stars, the text and reply as written, who wrote
 * it about whom on which lead, its flags, and Hide (or why it was hidden).
 */
export function AdminReviewCard({ review, onHide }: AdminReviewCardProps) {
  const { t } = useTranslation();
  const names = { subject: review.subject.name, author: review.author.name };
  return (
    <Card withBorder padding="md" component="article" aria-label={t("admin.reviews.label", names)}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: "1 1 16rem" }}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {t("installers.profile.stars", { rating: review.rating })}
            </Text>
            {review.flagged && (
              <Badge color="orange" variant="light">
                {t("admin.reviews.flagged")}
              </Badge>
            )}
            {!review.revealed && (
              <Badge color="gray" variant="light">
                {t("admin.reviews.unrevealed")}
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {review.text}
          </Text>
          {review.reply !== null && (
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {t("admin.reviews.reply", { reply: review.reply })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t("admin.reviews.byline", {
              ...names,
              role: t(ROLE_KEYS[review.author.role]),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t("admin.reviews.lead", { title: review.lead.title })}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(review.createdAt)}
          </Text>
          {review.hidden !== null && (
            <Text size="sm" c="red.8">
              {t("admin.reviews.hiddenReason", { reason: review.hidden.reason })}
            </Text>
          )}
        </Stack>
        {review.hidden === null && (
          <Button
            variant="light"
            color="red"
            mih={44}
            aria-label={t("admin.reviews.hideNamed", names)}
            onClick={() => onHide(review)}
          >
            {t("admin.reviews.hide")}
          </Button>
        )}
      </Group>
    </Card>
  );
}
