import { vi } from "vitest";

/** How the fake server answers one upload: 201 with an id, or a status and message. */
export type UploadAnswer =
  { status: 201; id: string } | { status: number; message: string } | "network error";

export interface SentUpload {
  url: string;
  headers: Record<string, string>;
  body: Blob;
}

/**
 * Photo uploads in jsdom, which can neither decode nor draw images nor reach a server:
 * createImageBitmap and OffscreenCanvas answer a 4000×3000 photo shrunk to a small JPEG
 * Blob, and XMLHttpRequest is a fake that reports upload progress (half, then all) and
 * answers with `answers` in turn (201 with ids upload-1, upload-2… once they run out).
 * Stubbed as globals, which the test setup puts back after each test.
 */
export function fakeUploads(answers: UploadAnswer[] = []) {
  const sent: SentUpload[] = [];
  let next = 0;
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(() => Promise.resolve({ width: 4000, height: 3000, close: () => {} })),
  );
  vi.stubGlobal(
    "OffscreenCanvas",
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return {
          fillRect: () => {},
          drawImage: () => {},
          fillStyle: "",
          imageSmoothingQuality: "",
        };
      }
      convertToBlob({ type }: { type: string }) {
        return Promise.resolve(new Blob([`${this.width}x${this.height}`], { type }));
      }
    },
  );

  class FakeXhr {
    status = 0;
    statusText = "";
    responseText = "";
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    #url = "";
    #headers: Record<string, string> = {};
    #aborted = false;

    open(_method: string, url: string) {
      this.#url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.#headers[name.toLowerCase()] = value;
    }
    abort() {
      this.#aborted = true;
      this.onabort?.();
    }
    send(body: Blob) {
      sent.push({ url: this.#url, headers: this.#headers, body });
      const answer = answers[next] ?? { status: 201, id: `upload-${next + 1}` };
      next += 1;
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      setTimeout(() => {
        if (this.#aborted) return;
        progress(50);
        setTimeout(() => {
          if (this.#aborted) return;
          if (answer === "network error") return this.onerror?.();
          progress(100);
          this.status = answer.status;
          this.responseText = JSON.stringify(
            "id" in answer
              ? { id: answer.id, expiresAt: "2026-12-08T00:00:00.000Z" }
              : { code: "BAD_REQUEST", message: answer.message },
          );
          this.onload?.();
        }, 0);
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return { sent };
}
