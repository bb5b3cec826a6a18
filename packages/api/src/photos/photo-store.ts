import { createHash, randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { messages } from "@uplink/domain";
import { BadRequest, NotFound } from "../errors";
import { fileExtensionOf, imageTypeOf, type PhotoMimeType } from "./image-type";
import { withUntrustedImage } from "./untrusted-image";

export interface StoredPhoto {
  /** SHA-256 of the stored bytes, in hex: it names the file. */
  contentHash: string;
  mimeType: PhotoMimeType;
  width: number;
  height: number;
  byteSize: number;
}

/** A stored photo with the bytes written, so its file can be written again if removed. */
export interface EncodedPhoto extends StoredPhoto {
  bytes: Buffer;
}

const CONTENT_HASH = /^[0-9a-f]{64}$/;
/**
 * Quality high enough that a re-encoded photo shows no visible loss. Huffman tables are
 * not optimised for the photo: that takes a second pass over every block, for which
 * libjpeg keeps all of them in memory (about 190 MB for 30 MP), to save some 5 % of the
 * file; the pixels are the same either way.
 */
const JPEG_OPTIONS = { quality: 90, optimiseCoding: false } as const;

/**
 * Re-encodes a photo that passed inspectPhoto and stores it under
 * `${dataDir}/photos/<sha256>.<ext>` (encodePhoto, then ensurePhotoFile).
 */
export async function storePhoto(dataDir: string, bytes: Buffer): Promise<EncodedPhoto> {
  const stored = await encodePhoto(bytes);
  await ensurePhotoFile(dataDir, stored);
  return stored;
}

/**
 * Re-encodes a photo that passed inspectPhoto, in memory, as it will be stored.
 *
 * Re-encoding turns the pixels upright by their EXIF orientation and writes them out
 * without any metadata: sharp keeps none (EXIF with its GPS position, XMP, IPTC, ICC
 * profiles, PNG text) unless asked to. The file will be named by the hash of what is
 * stored, so storing the same photo twice writes one file.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  const mimeType = imageTypeOf(bytes);
  if (mimeType === null) throw new BadRequest(messages.server.photoNotPngOrJpeg);
  // At full size: the stored photo is the one shown. Read in order and written as it is
  // read, unless it must be turned by a quarter, which needs the whole of it in memory.
  const { data, info } = await withUntrustedImage(bytes, (image) => {
    const upright = image.autoOrient();
    const encoded = mimeType === "image/png" ? upright.png() : upright.jpeg(JPEG_OPTIONS);
    return encoded.toBuffer({ resolveWithObject: true });
  });
  return {
    contentHash: createHash("sha256").update(data).digest("hex"),
    mimeType,
    width: info.width,
    height: info.height,
    byteSize: data.length,
    bytes: data,
  };
}

/**
 * Writes an encoded photo's file unless it is there, to a temporary name first and then
 * renamed, so a reader never sees half a photo. Requests call it under the photo's
 * content lock just before the row naming it is written (insertLeadPhotos): a deletion
 * of the last row naming the same content may remove the file until then.
 */
export async function ensurePhotoFile(dataDir: string, photo: EncodedPhoto): Promise<void> {
  await writeOnce(photoFilePath(dataDir, photo.contentHash, photo.mimeType), photo.bytes);
}

/** The bytes of a stored photo, for serving it; NotFound if there is no such photo. */
export async function readPhoto(
  dataDir: string,
  contentHash: string,
  mimeType: PhotoMimeType,
): Promise<Buffer> {
  try {
    return await readFile(photoFilePath(dataDir, contentHash, mimeType));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new NotFound(messages.server.notFound);
    }
    throw error;
  }
}

/**
 * Where a stored photo lives. Refuses anything but a SHA-256 hex digest as the name, so
 * a hash read back from a request can never reach outside the photo directory.
 */
export function photoFilePath(
  dataDir: string,
  contentHash: string,
  mimeType: PhotoMimeType,
): string {
  if (!CONTENT_HASH.test(contentHash)) throw new NotFound(messages.server.notFound);
  return path.join(dataDir, "photos", `${contentHash}.${fileExtensionOf(mimeType)}`);
}

/** Removes a file of the store; false if it was not there. */
export async function removeFileIfPresent(file: string): Promise<boolean> {
  try {
    await unlink(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

async function writeOnce(file: string, data: Buffer): Promise<void> {
  if (await exists(file)) return;
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    const handle = await open(temporary, "wx");
    try {
      await handle.writeFile(data);
      // On disk before it gets its name, so a crash cannot leave a named empty file.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}
