import type { ACCEPTED_PHOTO_MIME_TYPES } from "@uplink/domain";

export type PhotoMimeType = (typeof ACCEPTED_PHOTO_MIME_TYPES)[number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Start of image followed by the first marker's lead byte. */
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * The type of an image by its first bytes (its magic number), never by a file name or
 * a declared content type, which a client may get wrong or forge. Null for anything
 * but PNG and JPEG.
 */
export function imageTypeOf(bytes: Buffer): PhotoMimeType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "image/jpeg";
  return null;
}

export function fileExtensionOf(mimeType: PhotoMimeType): "png" | "jpg" {
  return mimeType === "image/png" ? "png" : "jpg";
}

function startsWith(bytes: Buffer, signature: Buffer): boolean {
  return bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature);
}
