import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "../constants";
import { messages } from "../messages";
import { messagesAt } from "../test-support";
import { completionPhotosPayloadSchema, photosPayloadSchema } from "./photos";

const photo = "data:image/png;base64,iVBORw0KGgo=";
const photos = (count: number) => Array.from({ length: count }, () => photo);

describe("photosPayloadSchema", () => {
  it("takes one to ten photos", () => {
    expect(photosPayloadSchema.parse({ photos: photos(1) })).toEqual({ photos: photos(1) });
    expect(photosPayloadSchema.safeParse({ photos: photos(10) }).success).toBe(true);
  });

  it("asks for at least one property photo", () => {
    for (const input of [{ photos: [] }, {}]) {
      expect(messagesAt(photosPayloadSchema, input, "photos")).toEqual([
        "Please upload at least one property photo",
      ]);
    }
  });

  it("refuses more than ten photos", () => {
    expect(messagesAt(photosPayloadSchema, { photos: photos(11) }, "photos")).toEqual([
      messages.validation.photosTooMany,
    ]);
  });

  it("refuses an empty photo and one too large to be 10MB", () => {
    expect(messagesAt(photosPayloadSchema, { photos: [""] }, "photos.0")).toEqual([
      "Please upload only image files",
    ]);
    const huge = "A".repeat(Math.ceil(MAX_PHOTO_BYTES / 3) * 4 + 101);
    expect(messagesAt(photosPayloadSchema, { photos: [huge] }, "photos.0")).toEqual([
      messages.validation.photoTooLarge,
    ]);
  });
});

describe("completionPhotosPayloadSchema", () => {
  it("takes three to ten photos", () => {
    expect(completionPhotosPayloadSchema.safeParse({ photos: photos(3) }).success).toBe(true);
    expect(completionPhotosPayloadSchema.safeParse({ photos: photos(10) }).success).toBe(true);
  });

  it("asks for at least 3 photos showing completed work", () => {
    expect(messagesAt(completionPhotosPayloadSchema, { photos: photos(2) }, "photos")).toEqual([
      "Please upload at least 3 photos showing completed work",
    ]);
    expect(messagesAt(completionPhotosPayloadSchema, {}, "photos")).toEqual([
      messages.errors.completionPhotosRequired,
    ]);
  });
});
