import type { Stats } from "sharp";
import { MIN_PHOTO_HEIGHT, MIN_PHOTO_WIDTH, said } from "@uplink/domain";
import { BadRequest } from "../errors";
import { imageTypeOf, type PhotoMimeType } from "./image-type";
import { MAX_PHOTO_PIXELS, readImageHeader, withUntrustedImage } from "./untrusted-image";

export interface PhotoInspection {
  /** As the photo is shown, after its EXIF orientation is applied. */
  width: number;
  height: number;
  mimeType: PhotoMimeType;
}

/**
 * Below this standard deviation in every colour channel (0 to 255) an image is one flat
 * colour: a lens cap, a white sheet, an empty canvas. A real photo, even of a clear sky,
 * varies more; a single small object on a blank page is already well above it.
 */
const BLANK_MAX_STANDARD_DEVIATION = 2;

/**
 * The blank check looks at the photo shrunk to fit this square. Whether a photo is one
 * flat colour shows at this size as it does at full size (a mark large enough to lift
 * the deviation over the limit is dozens of pixels wide even in a 50 MP photo), and a
 * JPEG is then decoded at 1/2, 1/4 or 1/8 of its size to begin with (shrink-on-load).
 */
const BLANK_CHECK_SIZE = 1024;

/**
 * Checks that bytes are a photo the platform accepts (ARCHITECTURE §4): PNG or JPEG by
 * content, intact, at least 640×480 (either way round, so portrait photos count), at
 * most MAX_PHOTO_MEGAPIXELS, and not blank. Throws BadRequest with a sentence the user
 * can act on.
 *
 * The header is read first, so a decompression bomb (a small file claiming huge
 * dimensions) is refused before a pixel is decoded; then the whole file is decoded once,
 * shrunk as it is read, which is what finds a truncated or corrupt file (a JPEG decoded
 * at a fraction of its size still reads every block of it).
 */
export async function inspectPhoto(bytes: Buffer): Promise<PhotoInspection> {
  const mimeType = imageTypeOf(bytes);
  if (mimeType === null) throw new BadRequest(said.server.photoNotPngOrJpeg);

  const header = await readImageHeader(bytes);
  if (header.format !== (mimeType === "image/png" ? "png" : "jpeg")) {
    throw new BadRequest(said.server.photoDamaged);
  }
  const { width, height } = header.autoOrient;
  if (width * height > MAX_PHOTO_PIXELS) {
    throw new BadRequest(said.server.photoTooManyPixels(width, height));
  }
  const [shortSide, longSide] = width < height ? [width, height] : [height, width];
  if (longSide < MIN_PHOTO_WIDTH || shortSide < MIN_PHOTO_HEIGHT) {
    throw new BadRequest(said.server.photoTooSmallSized(width, height));
  }

  const stats = await withUntrustedImage(bytes, async (image, sharp) => {
    const { data, info } = await image
      .resize(BLANK_CHECK_SIZE, BLANK_CHECK_SIZE, { fit: "inside", withoutEnlargement: true })
      // Transparent pixels count as the white a viewer would show behind them.
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = info;
    return sharp(data, { raw: { width, height, channels } }).stats();
  });
  if (isBlank(stats)) throw new BadRequest(said.server.photoLooksBlank);

  return { width, height, mimeType };
}

function isBlank(stats: Stats): boolean {
  return stats.channels.every((channel) => channel.stdev < BLANK_MAX_STANDARD_DEVIATION);
}
