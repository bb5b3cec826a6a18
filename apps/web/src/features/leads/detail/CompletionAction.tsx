import { Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { COMPLETION_CAPTION_MAX_LENGTH, MIN_COMPLETION_PHOTOS } from "@uplink/domain";
import { useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useAuth } from "../../auth/session/useAuth";
import { newSubmission, type CompletionSubmission } from "../../offline/submission";
import { PhotoUploadCard } from "../../photos/PhotoUploadCard";
import { usePhotoUploads } from "../../photos/usePhotoUploads";
import { PhotoDropzone } from "../form/PhotoDropzone";
import { useLeadActionRunning, useSubmitOrQueue } from "../api/mutations";
import type { ActionProps } from "./runLeadAction";

/**
 * The assigned installer marks the job complete with at least three captioned photos,
 * each uploaded as soon as it is chosen; the submission names them by id. Without a
 * connection the submission is kept (photos and captions) and sent once it is back.
 */
export function CompletionAction({ leadId }: ActionProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const completion = useSubmitOrQueue();
  const pending = useLeadActionRunning(leadId) || completion.isPending;
  // Three photos or more at once: their captions, not a toast each, say they are there.
  const photos = usePhotoUploads({ announceAdded: false });
  const [captions, setCaptions] = useState<Record<string, string>>({});
  const [checkCaptions, setCheckCaptions] = useState(false);
  const captionOf = (key: string) => captions[key] ?? "";
  const captionError = (key: string): string | null => {
    const trimmed = captionOf(key).trim();
    if (trimmed === "") return t("leads.actions.captionRequired");
    return trimmed.length > COMPLETION_CAPTION_MAX_LENGTH
      ? t("leads.actions.captionTooLong", { max: COMPLETION_CAPTION_MAX_LENGTH })
      : null;
  };

  const submit = () => {
    const kept = photos.keptItems;
    if (kept.length < MIN_COMPLETION_PHOTOS) {
      notifyError(t("leads.actions.photosRequiredTitle"), t("leads.actions.photosRequiredMessage"));
      return;
    }
    // Each photo goes to the customer's chat under its caption: say what it shows.
    if (kept.some((item) => captionError(item.key) !== null)) {
      setCheckCaptions(true);
      return;
    }
    if (pending || !user) return;
    const submission = newSubmission<CompletionSubmission>({
      kind: "completion",
      userId: user.id,
      leadId,
      captions: kept.map((item) => captionOf(item.key).trim()),
      photos: photos.kept(),
    });
    // The toasts follow the promise, not mutate's per-call callbacks: the live stream may
    // change the lead (and so unmount this action) before the answer arrives.
    completion.mutateAsync(submission).then(
      (outcome) =>
        notifySuccess(
          t(outcome.status === "sent" ? "leads.actions.markedComplete" : "offline.saved"),
        ),
      (error: unknown) =>
        notifyError(t("errors.title"), errorMessageOf(error, t("errors.generic"))),
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t("leads.actions.completionHint")}</Text>
      <PhotoDropzone label={t("leads.actions.completionPhotos")} onFiles={photos.add} />
      {photos.items.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {photos.items.map((item, index) => (
            <PhotoUploadCard key={item.key} item={item} uploads={photos} imageHeight={120}>
              <TextInput
                label={t("leads.actions.caption", { number: index + 1 })}
                required
                error={checkCaptions ? captionError(item.key) : null}
                value={captionOf(item.key)}
                onChange={(event) => {
                  const caption = event.currentTarget.value;
                  setCaptions((current) => ({ ...current, [item.key]: caption }));
                }}
              />
            </PhotoUploadCard>
          ))}
        </SimpleGrid>
      )}
      <Button mih={44} loading={pending} disabled={photos.busy} onClick={submit}>
        {t("leads.actions.markComplete")}
      </Button>
    </Stack>
  );
}
