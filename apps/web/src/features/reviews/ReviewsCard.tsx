import { Button, Card, Group, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import {
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  type Lead,
  type Review,
  type User,
} from "@uplink/domain";
import { useState } from "react";
import { errorMessageOf } from "../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../app/notifications/notify";
import { useTranslation } from "../../i18n/useTranslation";
import { useLeadReviews, useReplyToReview, useWriteReview } from "./api/reviews";

/**
 * An APPROVED lead's reviews for one of its parties (issue 25): the form for theirs
 * until written, their own at once, the other's once revealed, and for the installer
 * the reply to the customer's review of them.
 */
export function ReviewsCard({ lead, user }: { lead: Lead; user: User }) {
  const { t } = useTranslation();
  const reviews = useLeadReviews(lead.id);
  const side = lead.customerId === user.id ? "customer" : "installer";
  const own = reviews.data?.reviews.find((review) => review.author === side);
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        {t("reviews.title")}
      </Title>
      <Stack gap="md">
        {reviews.data && !own && <ReviewForm leadId={lead.id} side={side} />}
        {reviews.data?.reviews.map((review) => (
          <ReviewItem key={review.id} review={review} mine={review.author === side} side={side} />
        ))}
        {own && !own.revealed && <Text size="sm">{t("reviews.waiting")}</Text>}
      </Stack>
    </Card>
  );
}

function ReviewForm({ leadId, side }: { leadId: string; side: Review["author"] }) {
  const { t } = useTranslation();
  const write = useWriteReview();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        write.mutate(
          { id: leadId, rating, text },
          {
            onSuccess: () => notifySuccess(t("reviews.sent")),
            onError: (error) =>
              notifyError(t("reviews.failed"), errorMessageOf(error, t("reviews.failed"))),
          },
        );
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label={side === "customer" ? t("reviews.rateInstaller") : t("reviews.rateCustomer")}
          value={rating === 0 ? null : String(rating)}
          onChange={(value) => setRating(Number(value))}
        >
          <Group gap="md" mt="xs">
            {[1, 2, 3, 4, 5].map((stars) => (
              <Radio
                key={stars}
                value={String(stars)}
                label={t("installers.profile.stars", { rating: stars })}
              />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t("reviews.text")}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          rows={3}
        />
        <Button type="submit" loading={write.isPending} disabled={rating === 0}>
          {t("reviews.submit")}
        </Button>
      </Stack>
    </form>
  );
}

function ReviewItem({
  review,
  mine,
  side,
}: {
  review: Review;
  mine: boolean;
  side: Review["author"];
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="article">
      <Text size="sm" fw={600}>
        {mine ? t("reviews.yours") : t("reviews.theirs")} ·{" "}
        {t("installers.profile.stars", { rating: review.rating })}
      </Text>
      <Text style={{ whiteSpace: "pre-wrap" }}>{review.text}</Text>
      {review.reply && (
        <Text size="sm">{t("installers.profile.reply", { reply: review.reply })}</Text>
      )}
      {side === "installer" && !mine && review.reply === null && <ReplyForm reviewId={review.id} />}
    </Stack>
  );
}

function ReplyForm({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation();
  const reply = useReplyToReview();
  const [text, setText] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate(
          { id: reviewId, text },
          {
            onError: (error) =>
              notifyError(t("reviews.failed"), errorMessageOf(error, t("reviews.failed"))),
          },
        );
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t("reviews.reply")}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={REVIEW_REPLY_MAX_LENGTH}
        />
        <Button type="submit" variant="light" loading={reply.isPending}>
          {t("reviews.sendReply")}
        </Button>
      </Stack>
    </form>
  );
}
