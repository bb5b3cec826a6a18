import { Button, CloseButton, Group, Image, Progress, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import type { PhotoUploadItem, PhotoUploads } from "./usePhotoUploads";

interface PhotoUploadCardProps {
  item: PhotoUploadItem;
  uploads: Pick<PhotoUploads, "cancel" | "retry">;
  imageHeight?: number;
  /** Below the photo's state: a completion photo's caption. */
  children?: ReactNode;
}

/**
 * One chosen photo: its thumbnail, its upload's progress (a labelled progressbar with
 * the percentage), a button that cancels it (or removes it once uploaded), and, when it
 * failed, a button that tries again; a refused photo shows the server's reason.
 */
export function PhotoUploadCard({
  item,
  uploads,
  imageHeight = 100,
  children,
}: PhotoUploadCardProps) {
  const { t } = useTranslation();
  const { name, status } = item;
  const settled = status === "uploaded";
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text size="xs" truncate>
          {name}
        </Text>
        <CloseButton
          size="sm"
          aria-label={
            settled ? t("leads.photos.remove", { name }) : t("leads.photos.cancelUpload", { name })
          }
          onClick={() => uploads.cancel(item.key)}
        />
      </Group>
      <Image
        src={item.previewUrl}
        alt={name}
        h={imageHeight}
        fit="cover"
        radius="sm"
        style={settled ? undefined : { opacity: 0.5 }}
      />
      {status === "preparing" && (
        <Text size="xs" c="dimmed">
          {t("leads.photos.preparing")}
        </Text>
      )}
      {status === "uploading" && (
        <Stack gap={2}>
          <Progress.Root size="sm">
            <Progress.Section
              value={item.percent}
              aria-label={t("leads.photos.uploadProgress", { name })}
            />
          </Progress.Root>
          <Text size="xs" c="dimmed" aria-hidden>
            {t("leads.photos.uploading", { percent: item.percent })}
          </Text>
        </Stack>
      )}
      {status === "failed" && (
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="red">
            {t("leads.photos.uploadFailed")}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            aria-label={t("leads.photos.retryUpload", { name })}
            onClick={() => uploads.retry(item.key)}
          >
            {t("leads.photos.retry")}
          </Button>
        </Group>
      )}
      {status === "refused" && item.rejection && (
        <Text size="xs" c="red">
          {item.rejection}
        </Text>
      )}
      {children}
    </Stack>
  );
}
