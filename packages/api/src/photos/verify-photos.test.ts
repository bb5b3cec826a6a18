import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_REQUEST, messages } from "@uplink/domain";
import {
  blankPng,
  dataUrl,
  pngBomb,
  pngLargerThan,
  sceneJpeg,
  scenePng,
} from "../testing/test-images";
import {
  inWords,
  verifyCompletionPhotos as verifyCompletionByKey,
  verifyPropertyPhotos as verifyPropertyByKey,
} from "./verify-photos";

/* The checks say their answers by key; these read them as an English caller does. */
const verifyPropertyPhotos = async (photos: readonly string[]) =>
  inWords(await verifyPropertyByKey(photos), "en");
const verifyCompletionPhotos = async (photos: readonly string[]) =>
  inWords(await verifyCompletionByKey(photos), "en");

const { errors, server, validation } = messages;

const refusal = (reason: string) => ({ isValid: false, reason, feedback: reason });

let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  jpeg = await sceneJpeg({ seed: 1 });
  png = await scenePng({ seed: 2 });
});

describe("verifyPropertyPhotos", () => {
  it("accepts a JPEG data URL and a PNG sent as bare base64", async () => {
    await expect(verifyPropertyPhotos([dataUrl(jpeg), png.toString("base64")])).resolves.toEqual({
      isValid: true,
      feedback: "All 2 photos meet the requirements.",
    });
    await expect(verifyPropertyPhotos([dataUrl(png, "image/png")])).resolves.toEqual({
      isValid: true,
      feedback: "The photo meets the requirements.",
    });
  });

  it.each<[string, () => Promise<{ photo: string; reason: string }>]>([
    [
      "a renamed text file",
      () =>
        Promise.resolve({
          photo: dataUrl(Buffer.from("My roof is south-facing.\n"), "image/png"),
          reason: server.photoNotPngOrJpeg,
        }),
    ],
    [
      "a truncated JPEG",
      () =>
        Promise.resolve({
          photo: dataUrl(jpeg.subarray(0, Math.floor(jpeg.length / 2))),
          reason: server.photoDamaged,
        }),
    ],
    [
      "a photo over 10 MB",
      async () => {
        const large = await pngLargerThan(MAX_PHOTO_BYTES * 1.05);
        return { photo: dataUrl(large, "image/png"), reason: server.photoTooLarge(large.length) };
      },
    ],
    [
      "a 100×100 photo",
      async () => ({
        photo: dataUrl(await sceneJpeg({ width: 100, height: 100 })),
        reason: "The photo is too small: 100×100 pixels. Use a photo of at least 640×480 pixels.",
      }),
    ],
    [
      "a blank white image",
      async () => ({
        photo: dataUrl(await blankPng(), "image/png"),
        reason: server.photoLooksBlank,
      }),
    ],
    [
      "a PNG claiming 30000×30000 pixels",
      () =>
        Promise.resolve({
          photo: dataUrl(pngBomb(30000, 30000), "image/png"),
          reason: server.photoTooManyPixels(30000, 30000),
        }),
    ],
    [
      "text that is not base64",
      () => Promise.resolve({ photo: "not a photo!", reason: server.photoUnreadable }),
    ],
  ])("refuses %s with a reason to act on", async (_case, example) => {
    const { photo, reason } = await example();
    await expect(verifyPropertyPhotos([photo])).resolves.toEqual(refusal(reason));
  });

  it("words the size of an oversized photo in megabytes", async () => {
    const large = await pngLargerThan(MAX_PHOTO_BYTES * 1.05);
    expect(server.photoTooLarge(large.length)).toMatch(
      /^The photo is 10\.\d MB\. Each photo must be 10MB or smaller\.$/,
    );
  });

  it("names the photo that failed when several are sent", async () => {
    const small = await sceneJpeg({ width: 320, height: 240 });
    await expect(
      verifyPropertyPhotos([dataUrl(jpeg), dataUrl(small), dataUrl(png, "image/png")]),
    ).resolves.toEqual(refusal(`Photo 2: ${server.photoTooSmallSized(320, 240)}`));
  });

  it("asks for at least one photo", async () => {
    await expect(verifyPropertyPhotos([])).resolves.toEqual(refusal(errors.propertyPhotoRequired));
  });

  it("refuses more photos than a request may carry", async () => {
    const photos = Array.from({ length: MAX_PHOTOS_PER_REQUEST + 1 }, () => dataUrl(jpeg));
    await expect(verifyPropertyPhotos(photos)).resolves.toEqual(refusal(validation.photosTooMany));
  });
});

describe("verifyCompletionPhotos", () => {
  it("accepts three different photos", async () => {
    const photos = [1, 2, 3].map(async (seed) => dataUrl(await sceneJpeg({ seed })));
    await expect(verifyCompletionPhotos(await Promise.all(photos))).resolves.toEqual({
      isValid: true,
      feedback: "All 3 photos meet the requirements.",
    });
  });

  it("refuses three copies of one photo", async () => {
    await expect(
      verifyCompletionPhotos([dataUrl(jpeg), dataUrl(jpeg), dataUrl(jpeg)]),
    ).resolves.toEqual(
      refusal("Photos 1 and 2 look the same. Each completion photo must show something different."),
    );
  });

  it("refuses a photo sent again resized and re-encoded", async () => {
    const resized = await sharp(jpeg).resize(720).png().toBuffer();
    const other = await sceneJpeg({ seed: 3 });
    await expect(
      verifyCompletionPhotos([dataUrl(jpeg), dataUrl(other), dataUrl(resized, "image/png")]),
    ).resolves.toEqual(refusal(server.photosLookAlike(1, 3)));
  });

  it("asks for at least three photos", async () => {
    await expect(verifyCompletionPhotos([dataUrl(jpeg), dataUrl(png)])).resolves.toEqual(
      refusal(errors.completionPhotosRequired),
    );
  });

  it("refuses more photos than a request may carry", async () => {
    const photos = await Promise.all(
      Array.from({ length: MAX_PHOTOS_PER_REQUEST + 1 }, async (_, seed) =>
        dataUrl(await sceneJpeg({ seed })),
      ),
    );
    await expect(verifyCompletionPhotos(photos)).resolves.toEqual(
      refusal(validation.photosTooMany),
    );
  });

  it("names an unacceptable photo among them", async () => {
    const blank = await blankPng();
    await expect(
      verifyCompletionPhotos([dataUrl(jpeg), dataUrl(png), dataUrl(blank, "image/png")]),
    ).resolves.toEqual(refusal(server.photoAtPosition(3, server.photoLooksBlank)));
  });
});
