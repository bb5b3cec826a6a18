import sharp, { type Metadata, type Sharp } from "sharp";
import { MAX_PHOTO_MEGAPIXELS, messages } from "@uplink/domain";
import { BadRequest } from "../errors";

export const MAX_PHOTO_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;

/**
 * A sharp pipeline over bytes a client sent. libvips refuses to decode more pixels than
 * a photo may have, and aborts on damaged pixel data (a truncated file, a corrupt
 * stream) rather than filling in grey; harmless encoder quirks, which libvips reports as
 * warnings, still pass. Every sharp call runs on libuv's thread pool, off the event loop.
 */
export function untrustedImage(bytes: Buffer): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" });
}

/**
 * Header fields only, without decoding a pixel. The pixel limit is lifted here so that
 * an oversized image can be named with its dimensions instead of failing anonymously.
 */
export function readImageHeader(bytes: Buffer): Promise<Metadata> {
  return withImageErrors(() => sharp(bytes, { limitInputPixels: false }).metadata());
}

/**
 * Runs sharp work that reads a client's bytes into memory (never to disk). Whatever
 * libvips refuses there, a truncated stream, a bad checksum, an impossible header, is a
 * fault of the file, so the client is told it is damaged.
 */
export async function withImageErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new BadRequest(messages.server.photoDamaged);
  }
}
