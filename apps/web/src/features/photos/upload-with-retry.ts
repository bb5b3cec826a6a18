import {
  UploadFailed,
  uploadPhoto,
  type UploadedPhoto,
  type UploadPhotoOptions,
} from "./upload-photo";

/** Tries of one photo before it is shown as failed (with a button to try again). */
export const UPLOAD_TRIES = 3;

/** The wait before try `attempt + 1`: 1 s, then 2 s, then 4 s… */
export function backoffMs(attempt: number): number {
  return 1000 * 2 ** (attempt - 1);
}

/** Resolves after `ms`, or rejects with an AbortError as soon as `signal` aborts. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    if (signal?.aborted) return aborted();
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      aborted();
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export interface RetryOptions extends UploadPhotoOptions {
  /** Called before another try, with the number of the try that failed. */
  onRetry?: (failedAttempt: number) => void;
  tries?: number;
  /** The upload itself (uploadPhoto; tests pass their own). */
  upload?: (photo: Blob, options: UploadPhotoOptions) => Promise<UploadedPhoto>;
  /** How to wait between tries (wait; tests pass their own). */
  pause?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Uploads a photo, trying again after backoffMs when it did not get through (no
 * connection, a busy or failing server: UploadFailed), up to `tries` times. A photo the
 * server refused (PhotoRefused) or a cancelled upload (AbortError) is not tried again.
 */
export async function uploadWithRetry(
  photo: Blob,
  {
    signal,
    onProgress,
    onRetry,
    tries = UPLOAD_TRIES,
    upload = uploadPhoto,
    pause = wait,
  }: RetryOptions = {},
): Promise<UploadedPhoto> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await upload(photo, { signal, onProgress });
    } catch (error) {
      if (!(error instanceof UploadFailed) || attempt >= tries || signal?.aborted) throw error;
      onRetry?.(attempt);
      await pause(backoffMs(attempt), signal);
    }
  }
}
