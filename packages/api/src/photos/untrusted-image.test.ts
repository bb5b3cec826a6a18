import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "@uplink/domain";
import { AppError } from "../errors";
import { dataUrl, sceneJpeg } from "../testing/test-images";

/*
 * Each test imports the photo checks afresh (vi.resetModules), so that sharp is loaded,
 * or fails to load, as on a server just started.
 */

let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await sceneJpeg();
});

afterEach(() => {
  vi.doUnmock("sharp");
  vi.resetModules();
});

async function freshPhotoChecks() {
  vi.resetModules();
  const { verifyPropertyPhotos } = await import("./verify-photos");
  const { ImageLibraryUnavailable } = await import("./untrusted-image");
  const { photoWork } = await import("./photo-work");
  return { verifyPropertyPhotos, ImageLibraryUnavailable, photoWork };
}

describe("the image library", () => {
  it("is loaded by the first photo, not before, and once", async () => {
    let loads = 0;
    vi.doMock("sharp", async (importOriginal) => {
      loads += 1;
      return importOriginal();
    });
    const { verifyPropertyPhotos } = await freshPhotoChecks();
    await verifyPropertyPhotos(["this is not base64!"]);
    expect(loads).toBe(0);
    await expect(verifyPropertyPhotos([dataUrl(jpeg), dataUrl(jpeg)])).resolves.toMatchObject({
      isValid: true,
    });
    expect(loads).toBe(1);
  });

  it("failing to load is the server's error, not a damaged photo", async () => {
    vi.doMock("sharp", () => {
      throw new Error("libvips-cpp.so: cannot open shared object file");
    });
    const { verifyPropertyPhotos, ImageLibraryUnavailable } = await freshPhotoChecks();
    const check = verifyPropertyPhotos([dataUrl(jpeg)]);
    await expect(check).rejects.toBeInstanceOf(ImageLibraryUnavailable);
    await expect(check).rejects.not.toBeInstanceOf(AppError);
    await expect(check).rejects.not.toThrow(messages.server.photoDamaged);
  });

  it("decodes one photo at a time however many checks arrive at once", async () => {
    const { verifyPropertyPhotos, photoWork } = await freshPhotoChecks();
    const checks = Array.from({ length: 4 }, () => verifyPropertyPhotos([dataUrl(jpeg)]));
    for (const result of await Promise.all(checks)) expect(result).toMatchObject({ isValid: true });
    expect(photoWork.mostRunning).toBe(1);
  });
});
