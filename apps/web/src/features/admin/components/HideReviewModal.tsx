import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { hideReviewInput, LEAD_REASON_MAX_LENGTH, type AdminReview } from "@uplink/domain";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorOfCheck } from "../../auth/forms/fieldErrors";
import { useHideReview } from "../api/mutations";

interface HideReviewModalProps {
  /** The review to hide; null keeps the dialog closed. */
  review: AdminReview | null;
  onClose: () => void;
}

/** Asks before hiding a review, naming what it loses, with the reason the activity log keeps. */
export function HideReviewModal({ review, onClose }: HideReviewModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={review !== null} onClose={onClose} title={t("admin.reviews.hideTitle")} centered>
      {review && <HideReviewForm review={review} onDone={onClose} />}
    </Modal>
  );
}

function HideReviewForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const { t } = useTranslation();
  const hide = useHideReview();
  const form = useForm({
    mode: "controlled",
    initialValues: { reason: "" },
    validate: { reason: (reason) => errorOfCheck(hideReviewInput.shape.reason.safeParse(reason)) },
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit(({ reason }) => {
    if (hide.isPending) return;
    hide.mutate(
      { id: review.id, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t("admin.reviews.hidden"));
          onDone();
        },
        onError: (error) =>
          notifyError(t("errors.title"), errorMessageOf(error, t("admin.reviews.hideFailed"))),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("admin.reviews.hideWarning", { subject: review.subject.name })}</Text>
        <Textarea
          label={t("admin.reviews.reason")}
          rows={3}
          maxLength={LEAD_REASON_MAX_LENGTH}
          {...form.getInputProps("reason")}
        />
        <Group justify="flex-end">
          <Button variant="default" mih={44} onClick={onDone}>
            {t("admin.common.cancel")}
          </Button>
          <Button type="submit" color="red" mih={44} loading={hide.isPending}>
            {t("admin.reviews.hideConfirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
