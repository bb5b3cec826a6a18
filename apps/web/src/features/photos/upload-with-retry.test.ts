import { describe, expect, it, vi } from "vitest";
import { fakeUploads } from "../../test/fakeUploads";
import { PhotoRefused, UploadFailed, uploadPhoto, type UploadedPhoto } from "./upload-photo";
import { backoffMs, uploadWithRetry, wait } from "./upload-with-retry";

const PHOTO = new Blob(["jpeg"], { type: "image/jpeg" });
const UPLOADED: UploadedPhoto = { id: "u-1", expiresAt: "2026-12-08T00:00:00.000Z" };

function answering(...outcomes: (UploadedPhoto | Error)[]) {
  return vi.fn(() => {
    const outcome = outcomes.shift();
    if (outcome === undefined) throw new Error("no more answers");
    return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
  });
}

const noPause = (_ms: number): Promise<void> => Promise.resolve();

describe("uploadWithRetry", () => {
  it("tries again after a failure on the way, waiting longer each time", async () => {
    const upload = answering(
      new UploadFailed("network error", 0),
      new UploadFailed("busy", 503),
      UPLOADED,
    );
    const pause = vi.fn(noPause);
    const onRetry = vi.fn();
    expect(await uploadWithRetry(PHOTO, { upload, pause, onRetry })).toEqual(UPLOADED);
    expect(upload).toHaveBeenCalledTimes(3);
    expect(pause.mock.calls.map(([ms]) => ms)).toEqual([backoffMs(1), backoffMs(2)]);
    expect(backoffMs(2)).toBeGreaterThan(backoffMs(1));
    expect(onRetry.mock.calls).toEqual([[1], [2]]);
  });

  it("gives up after three tries with the last failure", async () => {
    const last = new UploadFailed("gateway", 502);
    const upload = answering(new UploadFailed("a", 0), new UploadFailed("b", 0), last, UPLOADED);
    await expect(uploadWithRetry(PHOTO, { upload, pause: noPause })).rejects.toBe(last);
    expect(upload).toHaveBeenCalledTimes(3);
  });

  it("does not send a refused photo again", async () => {
    const refused = new PhotoRefused("The photo appears to be blank.", 400);
    const upload = answering(refused, UPLOADED);
    await expect(uploadWithRetry(PHOTO, { upload, pause: noPause })).rejects.toBe(refused);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it("stops waiting and sends nothing more once cancelled", async () => {
    const controller = new AbortController();
    const upload = answering(new UploadFailed("network error", 0), UPLOADED);
    const pending = uploadWithRetry(PHOTO, { upload, signal: controller.signal });
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(upload).toHaveBeenCalledTimes(1);
  });
});

describe("wait", () => {
  it("rejects at once for a signal already aborted", async () => {
    await expect(wait(10_000, AbortSignal.abort())).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("uploadPhoto", () => {
  it("sends the photo itself as the body, reporting progress, and answers its id", async () => {
    const uploads = fakeUploads([{ status: 201, id: "u-9" }]);
    const progress: number[] = [];
    const answer = await uploadPhoto(PHOTO, { onProgress: (percent) => progress.push(percent) });
    expect(answer.id).toBe("u-9");
    expect(progress).toEqual([50, 100, 100]);
    expect(uploads.sent).toEqual([
      {
        url: "/api/photos/uploads",
        headers: expect.objectContaining({ "content-type": "image/jpeg", "accept-language": "en" }),
        body: PHOTO,
      },
    ]);
  });

  it("tells a refusal (not worth another try) from a failure on the way", async () => {
    fakeUploads([
      { status: 400, message: "Too small" },
      { status: 429, message: "Too many" },
    ]);
    await expect(uploadPhoto(PHOTO)).rejects.toEqual(new PhotoRefused("Too small", 400));
    await expect(uploadPhoto(PHOTO)).rejects.toBeInstanceOf(UploadFailed);
  });

  it("aborts the request when cancelled", async () => {
    fakeUploads();
    const controller = new AbortController();
    const pending = uploadPhoto(PHOTO, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});
