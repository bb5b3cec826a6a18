import {
  Button,
  CloseButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { COMPLETION_CAPTION_MAX_LENGTH, MIN_COMPLETION_PHOTOS } from "@uplink/domain";
import { useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useAuth } from "../../auth/session/useAuth";
import { newSubmission, type CompletionSubmission } from "../../offline/submission";
import { PhotoDropzone, readAsDataUrl } from "../form/PhotoDropzone";
import { useLeadActionRunning, useSubmitOrQueue } from "../api/mutations";
import type { ActionProps } from "./runLeadAction";

interface CompletionPhoto {
  key: string;
  name: string;
  file: File;
  dataUrl: string;
  caption: string;
}

/** The assigned installer marks the job complete with at least three captioned photos. */
export function CompletionAction({ leadId }: ActionProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const completion = useSubmitOrQueue();
  const pending = useLeadActionRunning(leadId) || completion.isPending;
  const [photos, setPhotos] = useState<CompletionPhoto[]>([]);
  const [reading, setReading] = useState(false);
  const [checkCaptions, setCheckCaptions] = useState(false);
  const captionError = ({ caption }: CompletionPhoto): string | null => {
    const trimmed = caption.trim();
    if (trimmed === "") return t("leads.actions.captionRequired");
    return trimmed.length > COMPLETION_CAPTION_MAX_LENGTH
      ? t("leads.actions.captionTooLong", { max: COMPLETION_CAPTION_MAX_LENGTH })
      : null;
  };

  const addFiles = async (files: File[]) => {
    setReading(true);
    try {
      const added = await Promise.all(
        files.map(async (file) => ({
          key: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
          name: file.name,
          file,
          dataUrl: await readAsDataUrl(file),
          caption: "",
        })),
      );
      setPhotos((current) => [...current, ...added]);
    } catch {
      notifyError(t("leads.photos.uploadFailedTitle"), t("leads.photos.uploadFailedMessage"));
    } finally {
      setReading(false);
    }
  };

  const submit = () => {
    if (photos.length < MIN_COMPLETION_PHOTOS) {
      notifyError(t("leads.actions.photosRequiredTitle"), t("leads.actions.photosRequiredMessage"));
      return;
    }
    // Each photo goes to the customer's chat under its caption: say what it shows.
    if (photos.some((photo) => captionError(photo) !== null)) {
      setCheckCaptions(true);
      return;
    }
    if (pending || !user) return;
    const submission = newSubmission<CompletionSubmission>({
      kind: "completion",
      userId: user.id,
      leadId,
      captions: photos.map((photo) => photo.caption.trim()),
      photos: photos.map((photo) => ({ name: photo.name, blob: photo.file })),
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
      <PhotoDropzone
        label={t("leads.actions.completionPhotos")}
        loading={reading}
        onFiles={(files) => void addFiles(files)}
      />
      {photos.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {photos.map((photo, index) => (
            <Stack key={photo.key} gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="xs" truncate>
                  {photo.name}
                </Text>
                <CloseButton
                  aria-label={t("leads.photos.remove", { name: photo.name })}
                  onClick={() => setPhotos((current) => current.filter((p) => p.key !== photo.key))}
                />
              </Group>
              <Image src={photo.dataUrl} alt={photo.name} h={120} fit="cover" radius="sm" />
              <TextInput
                label={t("leads.actions.caption", { number: index + 1 })}
                required
                error={checkCaptions ? captionError(photo) : null}
                value={photo.caption}
                onChange={(event) => {
                  const caption = event.currentTarget.value;
                  setPhotos((current) =>
                    current.map((p) => (p.key === photo.key ? { ...p, caption } : p)),
                  );
                }}
              />
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Button mih={44} loading={pending} onClick={submit}>
        {t("leads.actions.markComplete")}
      </Button>
    </Stack>
  );
}
