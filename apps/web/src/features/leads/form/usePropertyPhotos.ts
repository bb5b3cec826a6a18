import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../app/api/trpc";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useTranslation } from "../../../i18n/useTranslation";
import { readAsDataUrl } from "./PhotoDropzone";

export interface PropertyPhoto {
  key: string;
  name: string;
  /** The file itself, kept with a submission saved offline. */
  file: File;
  dataUrl: string;
  /** The server's reason when it refused the photo; refused photos are not sent. */
  rejection: string | null;
  /** Still being checked by the server. */
  verifying: boolean;
}

/**
 * Property photos of the create and edit forms: each is verified by the server before
 * it is added, with the toasts of SPEC §8.
 */
export function usePropertyPhotos() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  // `photos.verifyProperty`, one photo (a data URL) at a time.
  const verification = useMutation(trpc.photos.verifyProperty.mutationOptions());
  const [photos, setPhotos] = useState<PropertyPhoto[]>([]);
  const [verifying, setVerifying] = useState(0);

  const settle = (key: string, change: Partial<PropertyPhoto> | null) =>
    setPhotos((current) =>
      change === null
        ? current.filter((photo) => photo.key !== key)
        : current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)),
    );

  const verify = async (file: File) => {
    const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      notifyError(t("leads.photos.uploadFailedTitle"), t("leads.photos.uploadFailedMessage"));
      return;
    }
    setPhotos((current) => [
      ...current,
      { key, name: file.name, file, dataUrl, rejection: null, verifying: true },
    ]);
    try {
      const result = await verification.mutateAsync({ photos: [dataUrl] });
      if (result.isValid) {
        settle(key, { verifying: false });
        notifySuccess(t("leads.photos.added"));
      } else {
        const rejection = result.feedback ?? result.reason ?? t("leads.photos.rejectedMessage");
        settle(key, { verifying: false, rejection });
        notifyError(t("leads.photos.rejectedTitle"), rejection);
      }
    } catch {
      settle(key, null);
      notifyError(
        t("leads.photos.verificationFailedTitle"),
        t("leads.photos.verificationFailedMessage"),
      );
    }
  };

  const add = async (files: File[]) => {
    setVerifying((count) => count + files.length);
    for (const file of files) {
      await verify(file);
      setVerifying((count) => count - 1);
    }
  };

  return {
    photos,
    accepted: photos.filter((photo) => photo.rejection === null && !photo.verifying),
    verifying: verifying > 0,
    add,
    remove: (key: string) => setPhotos((current) => current.filter((photo) => photo.key !== key)),
  };
}
