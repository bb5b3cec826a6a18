import type sharpLibrary from "sharp";
import type { Metadata, Sharp } from "sharp";
import { MAX_PHOTO_MEGAPIXELS, said } from "@uplink/domain";
import { BadRequest } from "../errors";

export const MAX_PHOTO_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;

type SharpLibrary = typeof sharpLibrary;

/** sharp could not be loaded: the server is broken, not the photo. */
export class ImageLibraryUnavailable extends Error {
  constructor(cause: unknown) {
    super("the image library (sharp) could not be loaded", { cause });
    this.name = "ImageLibraryUnavailable";
  }
}

let library: Promise<SharpLibrary> | undefined;

/**
 * sharp, loaded on the first photo: loading it maps libvips (some 15 to 25 MB resident),
 * which a server that is never sent a photo does without. libvips' operation cache is
 * turned off, for it keeps decoded images (up to 50 MB) in case the same operation is
 * asked for again, and no photo is decoded twice the same way. A failure to load stays
 * the answer for the life of the process: a missing binary does not come back.
 */
export function loadSharp(): Promise<SharpLibrary> {
  library ??= import("sharp").then(
    ({ default: sharp }) => {
      sharp.cache(false);
      return sharp;
    },
    (error: unknown) => {
      throw new ImageLibraryUnavailable(error);
    },
  );
  return library;
}

/**
 * Runs sharp work on a pipeline over bytes a client sent; callers take their turn from
 * photoWork. libvips refuses to decode more pixels than a photo may have, and aborts on
 * damaged pixel data (a truncated file, a corrupt stream) rather than filling in grey;
 * harmless encoder quirks, which libvips reports as warnings, still pass. The pixels are
 * read top to bottom as the pipeline asks for them (sequentialRead), so a pipeline that
 * shrinks or re-encodes them holds a few rows at a time, not the whole decoded image
 * (unless it turns the image by a quarter).
 *
 * Whatever libvips refuses there, a truncated stream, a bad checksum, an impossible
 * header, is a fault of the file, so the client is told it is damaged; sharp failing to
 * load is the server's (ImageLibraryUnavailable). Every sharp call runs on libuv's
 * thread pool, off the event loop, and reads and writes memory only (never the disk).
 */
export async function withUntrustedImage<T>(
  bytes: Buffer,
  work: (image: Sharp, sharp: SharpLibrary) => Promise<T>,
): Promise<T> {
  const sharp = await loadSharp();
  return asDamagedPhoto(() =>
    work(
      sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error", sequentialRead: true }),
      sharp,
    ),
  );
}

/**
 * Header fields only, without decoding a pixel. The pixel limit is lifted here so that
 * an oversized image can be named with its dimensions instead of failing anonymously.
 */
export async function readImageHeader(bytes: Buffer): Promise<Metadata> {
  const sharp = await loadSharp();
  return asDamagedPhoto(() => sharp(bytes, { limitInputPixels: false }).metadata());
}

async function asDamagedPhoto<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new BadRequest(said.server.photoDamaged);
  }
}
