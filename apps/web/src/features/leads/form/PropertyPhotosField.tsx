import { Image, SimpleGrid, Stack } from "@mantine/core";
import type { LeadPhoto } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { PhotoUploadCard } from "../../photos/PhotoUploadCard";
import type { PhotoUploads } from "../../photos/usePhotoUploads";
import { PhotoDropzone } from "./PhotoDropzone";

interface PropertyPhotosFieldProps {
  photos: PhotoUploads;
  /** Photos the lead already has (edit form). */
  existing?: LeadPhoto[];
}

export function PropertyPhotosField({ photos, existing = [] }: PropertyPhotosFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <PhotoDropzone label={t("leads.form.photos")} onFiles={photos.add} />
      {(existing.length > 0 || photos.items.length > 0) && (
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
          {photos.items.map((item) => (
            <PhotoUploadCard key={item.key} item={item} uploads={photos} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
