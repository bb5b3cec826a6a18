import { authHeaders } from "../../app/api/authToken";
import { activeLocale } from "../../i18n/i18n";
import { PHOTO_UPLOADS_URL } from "./upload-photo-url";

export interface UploadedPhoto {
  id: string;
  /** ISO time after which the id is no longer taken (a day after the upload). */
  expiresAt: string;
}

export interface UploadPhotoOptions {
  /** Aborting it stops the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /** Called as the body goes out, with 0..100 (whole percent). */
  onProgress?: (percent: number) => void;
}

/** The server refused the photo itself (400, 413, 415): sending it again changes nothing. */
export class PhotoRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "PhotoRefused";
  }
}

/** An upload that failed on the way (no connection, 5xx, 408, 429): worth another try. */
export class UploadFailed extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "UploadFailed";
  }
}

const REFUSALS = new Set([400, 401, 403, 413, 415]);

function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === "string") return body.message;
  } catch {
    // Not JSON: a proxy's page, or nothing at all.
  }
  return xhr.statusText || "upload failed";
}

/**
 * Sends one photo (as it is: shrink it first) to POST /api/photos/uploads as its own
 * body, binary, with the session's bearer header and the language refusals are said in.
 * XMLHttpRequest rather than fetch, for its upload progress events. Resolves with the
 * upload's id; rejects with PhotoRefused when the server refused the photo (its message
 * says why, as the 'Photo Rejected' feedback), UploadFailed when it did not get through,
 * or an AbortError DOMException once `signal` aborts.
 */
export function uploadPhoto(
  photo: Blob,
  { signal, onProgress }: UploadPhotoOptions = {},
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException("The upload was cancelled", "AbortError");
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => signal?.removeEventListener("abort", onAbort);
    xhr.open("POST", PHOTO_UPLOADS_URL);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader("Accept-Language", activeLocale());
    xhr.setRequestHeader("Content-Type", photo.type || "image/jpeg");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      done();
      if (xhr.status === 201) {
        onProgress?.(100);
        resolve(JSON.parse(xhr.responseText) as UploadedPhoto);
      } else if (REFUSALS.has(xhr.status)) {
        reject(new PhotoRefused(messageOf(xhr), xhr.status));
      } else {
        reject(new UploadFailed(messageOf(xhr), xhr.status));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new UploadFailed("network error", 0));
    };
    xhr.onabort = () => {
      done();
      reject(aborted());
    };
    xhr.send(photo);
  });
}
