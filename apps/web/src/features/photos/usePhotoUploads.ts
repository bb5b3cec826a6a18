import { useCallback, useEffect, useRef, useState } from "react";
import { notifyError, notifySuccess } from "../../app/notifications/notify";
import { useTranslation } from "../../i18n/useTranslation";
import type { QueuedPhoto } from "../offline/submission";
import { shrinkPhoto } from "./shrink-photo";
import { PhotoRefused } from "./upload-photo";
import { uploadWithRetry } from "./upload-with-retry";

export type PhotoUploadStatus = "preparing" | "uploading" | "uploaded" | "failed" | "refused";

export interface PhotoUploadItem {
  key: string;
  name: string;
  /** An object URL of the chosen file, for its thumbnail. */
  previewUrl: string;
  status: PhotoUploadStatus;
  /** Of the upload under way, 0..100. */
  percent: number;
  /** The upload's id once the server took the photo. */
  id: string | null;
  /** Why the server refused the photo. */
  rejection: string | null;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * Photos chosen in a form, each shrunk (shrinkPhoto, all at once) and uploaded once as
 * soon as it is picked, one after the other (the server reads one large photo body per person at a
 * time), tried again automatically when it does not get through (uploadWithRetry) and by
 * hand with `retry`. `cancel` stops and drops one. Each photo taken is announced with
 * the 'Photo Added' toast unless `announceAdded` is false. The form sends `ids` only; they stay
 * here when a submit fails, to be sent again. A refusal shows the 'Photo Rejected' toast
 * with the server's reason, as the verify step did.
 */
export function usePhotoUploads({ announceAdded = true }: { announceAdded?: boolean } = {}) {
  const { t } = useTranslation();
  const [items, setItems] = useState<PhotoUploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const shrunk = useRef(new Map<string, Blob>());
  const shrinks = useRef(new Map<string, Promise<Blob>>());

  /**
   * The photo shrunk, started at most once: as soon as it is chosen, so the next photos
   * are ready while the first one goes up (uploads wait their turn in `line`).
   */
  const shrinking = useCallback((key: string, file: Blob): Promise<Blob> => {
    const done = shrunk.current.get(key);
    if (done) return Promise.resolve(done);
    let started = shrinks.current.get(key);
    if (!started) {
      started = shrinkPhoto(file).then(
        (photo) => {
          shrunk.current.set(key, photo);
          return photo;
        },
        (error: unknown) => {
          shrinks.current.delete(key);
          throw error;
        },
      );
      shrinks.current.set(key, started);
    }
    return started;
  }, []);
  const line = useRef<Promise<void>>(Promise.resolve());

  const change = useCallback((key: string, update: Partial<PhotoUploadItem>) => {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...update } : item)),
    );
  }, []);

  const send = useCallback(
    async (key: string, file: Blob) => {
      const controller = controllers.current.get(key);
      if (!controller || controller.signal.aborted) return;
      try {
        const photo = await shrinking(key, file);
        change(key, { status: "uploading", percent: 0 });
        const { id } = await uploadWithRetry(photo, {
          signal: controller.signal,
          onProgress: (percent) => change(key, { percent }),
          onRetry: () => change(key, { percent: 0 }),
        });
        change(key, { status: "uploaded", percent: 100, id });
        if (announceAdded) notifySuccess(t("leads.photos.added"));
      } catch (error) {
        if (isAbort(error)) return;
        if (error instanceof PhotoRefused) {
          change(key, { status: "refused", rejection: error.message });
          notifyError(t("leads.photos.rejectedTitle"), error.message);
        } else {
          change(key, { status: "failed" });
          notifyError(t("leads.photos.uploadFailedTitle"), t("leads.photos.uploadFailedMessage"));
        }
      }
    },
    [announceAdded, change, shrinking, t],
  );

  const files = useRef(new Map<string, Blob>());

  const queue = useCallback(
    (key: string) => {
      controllers.current.set(key, new AbortController());
      const file = files.current.get(key);
      if (!file) return;
      // Shrinking starts now; a failure is said when the photo's turn to go up comes.
      shrinking(key, file).catch(() => undefined);
      line.current = line.current.then(() => send(key, file));
    },
    [send, shrinking],
  );

  const add = useCallback(
    (chosen: File[]) => {
      const added = chosen.map((file) => {
        const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
        files.current.set(key, file);
        return {
          key,
          name: file.name,
          previewUrl: URL.createObjectURL(file),
          status: "preparing" as const,
          percent: 0,
          id: null,
          rejection: null,
        };
      });
      setItems((current) => [...current, ...added]);
      for (const item of added) queue(item.key);
    },
    [queue],
  );

  const cancel = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    files.current.delete(key);
    shrunk.current.delete(key);
    shrinks.current.delete(key);
    setItems((current) => {
      const item = current.find((candidate) => candidate.key === key);
      if (item) URL.revokeObjectURL(item.previewUrl);
      return current.filter((candidate) => candidate.key !== key);
    });
  }, []);

  const retry = useCallback(
    (key: string) => {
      change(key, { status: "preparing", percent: 0, rejection: null });
      queue(key);
    },
    [change, queue],
  );

  // Leaving the form stops what is still under way.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const uploaded = items.filter((item) => item.status === "uploaded");
  // Taken by the server, or not through yet (no connection): a submission keeps both, the
  // latter as files that deliverSubmission uploads once the connection is back.
  const keptItems = items.filter((item) => item.status === "uploaded" || item.status === "failed");
  const kept = (): QueuedPhoto[] =>
    keptItems.flatMap((item) => {
      const shrunkPhoto = shrunk.current.get(item.key);
      const blob = shrunkPhoto ?? files.current.get(item.key);
      if (!blob) return [];
      return [
        {
          name: item.name,
          blob,
          shrunk: shrunkPhoto !== undefined,
          ...(item.id === null ? {} : { uploadId: item.id }),
        },
      ];
    });
  return {
    items,
    /** The ids of the photos the server took, in the order they were chosen. */
    ids: uploaded.flatMap((item) => (item.id === null ? [] : [item.id])),
    uploadedCount: uploaded.length,
    /** The photos a submission carries, in the order they were chosen (see `keptItems`). */
    kept,
    keptItems,
    keptCount: keptItems.length,
    /** A photo is still being shrunk or sent. */
    busy: items.some((item) => item.status === "preparing" || item.status === "uploading"),
    add,
    cancel,
    retry,
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
