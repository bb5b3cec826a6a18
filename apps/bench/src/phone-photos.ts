import sharp from "sharp";
import { noisyGradient } from "./photo-uploads";

/** A 12 MP phone photo: 4000×3000, landscape. */
export const PHONE_PHOTO_WIDTH = 4000;
export const PHONE_PHOTO_HEIGHT = 3000;
/** Phones save at about this quality: 3–5 MB for a 12 MP photo with real detail. */
const PHONE_JPEG_QUALITY = 92;
const TILE = 1000;

export interface PhonePhoto {
  name: string;
  mimeType: "image/jpeg";
  buffer: Buffer;
}

/**
 * `count` distinct JPEGs as a phone takes them: 12 MP of noisy gradient (detail that
 * compresses like a photo's, 3–5 MB each), with the EXIF a camera writes. The same on
 * every run; each from its own seed, every other one mirrored.
 */
export async function phonePhotos(count: number): Promise<PhonePhoto[]> {
  const photos: PhonePhoto[] = [];
  for (let index = 0; index < count; index++) {
    const tile = noisyGradient(TILE, TILE, 100 + index);
    let image = sharp(tile, { raw: { width: TILE, height: TILE, channels: 3 } }).extend({
      right: PHONE_PHOTO_WIDTH - TILE,
      bottom: PHONE_PHOTO_HEIGHT - TILE,
      extendWith: "repeat",
    });
    // extend() is applied after flop() in sharp's pipeline: mirror a finished photo.
    const pixels = await image.raw().toBuffer();
    image = sharp(pixels, {
      raw: { width: PHONE_PHOTO_WIDTH, height: PHONE_PHOTO_HEIGHT, channels: 3 },
    });
    if (index % 2 === 1) image = image.flop();
    const buffer = await image
      .jpeg({ quality: PHONE_JPEG_QUALITY })
      .withExif({ IFD0: { Make: "Google", Model: "Pixel 8", Software: "uplink-bench" } })
      .toBuffer();
    photos.push({ name: `PXL_2026120${index + 1}_photo.jpg`, mimeType: "image/jpeg", buffer });
  }
  return photos;
}
