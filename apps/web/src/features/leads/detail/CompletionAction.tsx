import { Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { COMPLETION_CAPTION_MAX_LENGTH, MIN_COMPLETION_PHOTOS } from "@uplink/domain";
import { useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { notifyError } from "../../../app/notifications/notify";
import { PhotoDropzone } from "../form/PhotoDropzone";
import { PhotoUploadCard } from "../../photos/PhotoUploadCard";
import { usePhotoUploads } from "../../photos/usePhotoUploads";
import { useLeadActions } from "../api/mutations";
import { useRunLeadAction, type ActionProps } from "./runLeadAction";

/**
 * The assigned installer marks the job complete with at least three captioned photos,
 * each uploaded as soon as it is chosen; the submission names them by id.
 */
export function CompletionAction({ leadId }: ActionProps) {
  const { t } = useTranslation();
  const { run, pending } = useRunLeadAction(leadId, useLeadActions().submitCompletion);
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
    const uploaded = photos.items.filter((item) => item.status === "uploaded");
    if (uploaded.length < MIN_COMPLETION_PHOTOS) {
      notifyError(t("leads.actions.photosRequiredTitle"), t("leads.actions.photosRequiredMessage"));
      return;
    }
    // Each photo goes to the customer's chat under its caption: say what it shows.
    if (uploaded.some((item) => captionError(item.key) !== null)) {
      setCheckCaptions(true);
      return;
    }
    run(
      {
        photoIds: photos.ids,
        captions: uploaded.map((item) => captionOf(item.key).trim()),
      },
      { title: t("leads.actions.markedComplete") },
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
