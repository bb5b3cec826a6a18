import { CloseButton, Group, Image, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import type { LeadPhoto } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { PhotoDropzone } from "./PhotoDropzone";
import type { usePropertyPhotos } from "./usePropertyPhotos";

interface PropertyPhotosFieldProps {
  photos: ReturnType<typeof usePropertyPhotos>;
  /** Photos the lead already has (edit form). */
  existing?: LeadPhoto[];
}

export function PropertyPhotosField({ photos, existing = [] }: PropertyPhotosFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <PhotoDropzone
        label={t("leads.form.photos")}
        loading={photos.verifying}
        onFiles={(files) => void photos.add(files)}
      />
      {(existing.length > 0 || photos.photos.length > 0) && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {existing.map((photo) => (
            <Image
              key={photo.id}
              src={photo.url}
              alt={photo.caption ?? t("leads.form.existingPhoto")}
              h={100}
              fit="cover"
              radius="sm"
            />
          ))}
          {photos.photos.map((photo) => (
            <Stack key={photo.key} gap={4}>
              <Group justify="space-between" wrap="nowrap" gap={4}>
                <Text size="xs" truncate>
                  {photo.name}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={t("leads.photos.remove", { name: photo.name })}
                  onClick={() => photos.remove(photo.key)}
                />
              </Group>
              <Image
                src={photo.dataUrl}
                alt={photo.name}
                h={100}
                fit="cover"
                radius="sm"
                style={photo.rejection || photo.verifying ? { opacity: 0.5 } : undefined}
              />
              {photo.verifying && (
                <Group gap={6} wrap="nowrap">
                  <Loader size="xs" />
                  <Text size="xs" c="dimmed">
                    {t("leads.photos.verifying")}
                  </Text>
                </Group>
              )}
              {photo.rejection && (
                <Text size="xs" c="red">
                  {photo.rejection}
                </Text>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
