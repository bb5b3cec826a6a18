import "@mantine/dropzone/styles.css";
import { Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { useId } from "@mantine/hooks";
import { MAX_PHOTO_BYTES } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { notifyError } from "../../../app/notifications/notify";
import classes from "./PhotoDropzone.module.css";

const ACCEPTED_TYPES = ["image/png", "image/jpeg"];

interface PhotoDropzoneProps {
  label: string;
  onFiles: (files: File[]) => void;
}

/**
 * PNG and JPG photos up to 10MB; anything else gets SPEC §5's 'Invalid File' toast. The
 * zone's own file input, labelled and described, is what Tab reaches: Enter or Space opens
 * the browser's file chooser, and the zone shows the focus (issue 14).
 */
export function PhotoDropzone({ label, onFiles }: PhotoDropzoneProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Dropzone
      onDrop={onFiles}
      onReject={() =>
        notifyError(t("leads.photos.invalidFileTitle"), t("leads.photos.invalidFileMessage"))
      }
      accept={ACCEPTED_TYPES}
      maxSize={MAX_PHOTO_BYTES}
      className={classes.zone}
      activateOnKeyboard={false}
      inputProps={{ "aria-label": label, "aria-describedby": hintId, tabIndex: 0 }}
    >
      <Stack gap={4} align="center" py="md" style={{ pointerEvents: "none" }}>
        <Text fw={600}>{label}</Text>
        <Stack gap={4} align="center" id={hintId}>
          <Text size="sm" c="dimmed">
            {t("leads.photos.dropHint")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("leads.photos.note")}
          </Text>
        </Stack>
      </Stack>
    </Dropzone>
  );
}
