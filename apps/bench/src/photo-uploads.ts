import sharp from "sharp";
import type { ServerProcess } from "./server-process";
import { seededRandom } from "@uplink/domain";

/** The id `--only` knows this measurement by. */
export const PHOTO_UPLOADS_ID = "photos";

/** Uploads sent at once, each with one photo: issue 12's memory case. */
export const CONCURRENT_PHOTO_UPLOADS = 4;

/** The product's limit of one photo (MAX_PHOTO_BYTES of @uplink/domain). */
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/*
 * 6000×5000 = 30 MP, under the product's 50 MP: decoded whole it is about 86 MB of
 * pixels, which is what makes several at once expensive. A gradient (so that the photo
 * is not blank at any scale) under noise of this strength makes the file about 9.5 MB at
 * JPEG quality 90, close to the 10 MB limit.
 */
const PHOTO_WIDTH = 6000;
const PHOTO_HEIGHT = 5000;
const NOISE_SIGMA = 12;
const JPEG_QUALITY = 90;
/** Noise is slow to make: one tile of it, repeated, compresses the same as fresh noise. */
const TILE = 1000;

export interface PhotoUploadPeak {
  uploads: number;
  photoBytes: number;
  megapixels: number;
  /** The server's resident set just before the uploads. */
  beforeBytes: number;
  /** The most the server held at once while answering them (VmHWM). */
  peakBytes: number;
  /**
   * False where the high-water mark could not be reset before the uploads: then the
   * peak is the whole run's, an upper bound of the uploads' own.
   */
  peakIsTheUploads: boolean;
  /** From sending the first upload to the last answer. */
  seconds: number;
}

/** A valid ~10 MB JPEG with the pixels of a large phone photo, the same on every run. */
export async function largeNoisyJpeg(): Promise<Buffer> {
  const tile = noisyGradient(TILE, TILE);
  const photo = await sharp(tile, { raw: { width: TILE, height: TILE, channels: 3 } })
    .extend({ right: PHOTO_WIDTH - TILE, bottom: PHOTO_HEIGHT - TILE, extendWith: "repeat" })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
  if (photo.length > MAX_PHOTO_BYTES) {
    throw new Error(`the test photo came out at ${photo.length} bytes, over the photo limit`);
  }
  return photo;
}

/**
 * RGB pixels: a diagonal gradient with noise of about NOISE_SIGMA on every channel, the
 * same for the same `seed`.
 */
export function noisyGradient(width: number, height: number, seed = 12): Buffer {
  const random = seededRandom(seed);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const base = 50 + (150 * (x / width + y / height)) / 2;
      for (let channel = 0; channel < 3; channel += 1) {
        // The sum of three uniform numbers is nearly normal, with a deviation of 1/2.
        const noise = (random() + random() + random() - 1.5) * 2 * NOISE_SIGMA;
        const value = base + channel * 10 + noise;
        pixels[(y * width + x) * 3 + channel] = Math.max(0, Math.min(255, value));
      }
    }
  }
  return pixels;
}

/** One check of one photo; throws unless the server accepted it. */
async function verifyPhoto(baseUrl: string, token: string, body: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/verify-property-photos`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body,
  });
  const text = await response.text();
  // A refused photo (isValid false) may have been refused before it was decoded.
  const accepted =
    response.status === 200 && (JSON.parse(text) as { isValid?: unknown }).isValid === true;
  if (!accepted) {
    throw new Error(`a photo check answered ${response.status}: ${text.slice(0, 200)}`);
  }
}

/**
 * The server's peak resident set while it checks CONCURRENT_PHOTO_UPLOADS large photos
 * sent at once by `token`'s user (POST /api/verify-property-photos, which decodes and
 * inspects each). VmHWM only ever grows, so it is first reset to the current resident set
 * (/proc/<pid>/clear_refs): what is read after the answers is then the uploads' own peak,
 * not an earlier one of the run. Take it after the run's own peak has been read.
 */
export async function measurePhotoUploads(
  server: ServerProcess,
  token: string,
): Promise<PhotoUploadPeak> {
  const photo = await largeNoisyJpeg();
  const body = JSON.stringify({ photos: [`data:image/jpeg;base64,${photo.toString("base64")}`] });
  const peakIsTheUploads = await server.resetPeakRss();
  const beforeBytes = await server.rssBytes();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT_PHOTO_UPLOADS }, () =>
      verifyPhoto(server.baseUrl, token, body),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const peakBytes = await server.peakRssBytes();
  if (peakBytes === undefined || beforeBytes === undefined) {
    throw new Error("/proc/<pid>/status is not readable here");
  }
  return {
    uploads: CONCURRENT_PHOTO_UPLOADS,
    photoBytes: photo.length,
    megapixels: (PHOTO_WIDTH * PHOTO_HEIGHT) / 1_000_000,
    beforeBytes,
    peakBytes,
    peakIsTheUploads,
    seconds,
  };
}
