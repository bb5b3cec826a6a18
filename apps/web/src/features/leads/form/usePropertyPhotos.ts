import { messages } from "@uplink/domain";
import { useState } from "react";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { verifyPropertyPhoto } from "../api/leadRequests";
import { readAsDataUrl } from "./PhotoDropzone";

export interface PropertyPhoto {
  key: string;
  name: string;
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
      notifyError(
        messages.toasts.photoUploadFailed.title,
        messages.toasts.photoUploadFailed.message,
      );
      return;
    }
    setPhotos((current) => [
      ...current,
      { key, name: file.name, dataUrl, rejection: null, verifying: true },
    ]);
    try {
      const result = await verifyPropertyPhoto(dataUrl);
      if (result.isValid) {
        settle(key, { verifying: false });
        notifySuccess(messages.toasts.photoAdded.title);
      } else {
        const rejection = result.feedback ?? result.reason ?? messages.toasts.photoRejected.message;
        settle(key, { verifying: false, rejection });
        notifyError(messages.toasts.photoRejected.title, rejection);
      }
    } catch {
      settle(key, null);
      notifyError(
        messages.toasts.photoVerificationFailed.title,
        messages.toasts.photoVerificationFailed.message,
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
