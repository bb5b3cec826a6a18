import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { said } from "@uplink/domain";
import { BadRequest, NotFound } from "../errors";
import { fileExtensionOf, imageTypeOf, type PhotoMimeType } from "./image-type";
import { withUntrustedImage } from "./untrusted-image";

/**
 * Where stored photos live: a directory (DiskPhotoStore) or a bucket (S3PhotoStore).
 * Photos are kept under keys named by their content (photoKeyOf), so an object is
 * written once and never changed; it is removed only once no row names it.
 */
export interface PhotoStore {
  /**
   * Writes `bytes` under `key` unless something is there already, so a reader never
   * sees anything but a whole photo. Answers whether it wrote.
   */
  writeOnce(key: string, bytes: Buffer): Promise<boolean>;
  /** The object under `key`, to be streamed; null if there is none. */
  read(key: string): Promise<StoredObject | null>;
  /** Removes the object under `key`; false if there was none. */
  remove(key: string): Promise<boolean>;
  /** Every object of the store with the time it was last written, for the orphan sweep. */
  list(): AsyncIterable<ListedObject>;
}

export interface StoredObject {
  body: Readable;
  byteSize: number;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

export interface StoredPhoto {
  /** SHA-256 of the stored bytes, in hex: it names the stored object. */
  contentHash: string;
  mimeType: PhotoMimeType;
  width: number;
  height: number;
  byteSize: number;
}

/** A stored photo with the bytes written, so its object can be written again if removed. */
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
 * Re-encodes a photo that passed inspectPhoto and stores it under `<sha256>.<ext>`
 * (encodePhoto, then ensureStoredPhoto).
 */
export async function storePhoto(store: PhotoStore, bytes: Buffer): Promise<EncodedPhoto> {
  const stored = await encodePhoto(bytes);
  await ensureStoredPhoto(store, stored);
  return stored;
}

/**
 * Re-encodes a photo that passed inspectPhoto, in memory, as it will be stored.
 *
 * Re-encoding turns the pixels upright by their EXIF orientation and writes them out
 * without any metadata: sharp keeps none (EXIF with its GPS position, XMP, IPTC, ICC
 * profiles, PNG text) unless asked to. The object will be named by the hash of what is
 * stored, so storing the same photo twice writes one object.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  const mimeType = imageTypeOf(bytes);
  if (mimeType === null) throw new BadRequest(said.server.photoNotPngOrJpeg);
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
 * Writes an encoded photo's object unless it is there (PhotoStore.writeOnce). Requests
 * call it under the photo's content lock just before the row naming it is written
 * (insertLeadPhotos): a deletion of the last row naming the same content may remove the
 * object until then.
 */
export async function ensureStoredPhoto(store: PhotoStore, photo: EncodedPhoto): Promise<void> {
  await store.writeOnce(photoKeyOf(photo.contentHash, photo.mimeType), photo.bytes);
}

/** A stored photo, to be streamed to its viewer; NotFound if there is no such photo. */
export async function openPhoto(
  store: PhotoStore,
  contentHash: string,
  mimeType: PhotoMimeType,
): Promise<StoredObject> {
  const stored = await store.read(photoKeyOf(contentHash, mimeType));
  if (stored === null) throw new NotFound(said.server.notFound);
  return stored;
}

/** The bytes of a stored photo; NotFound if there is no such photo. */
export async function readPhoto(
  store: PhotoStore,
  contentHash: string,
  mimeType: PhotoMimeType,
): Promise<Buffer> {
  return buffer((await openPhoto(store, contentHash, mimeType)).body);
}

/**
 * The key of a stored photo, `<sha256>.<ext>`. Refuses anything but a SHA-256 hex digest
 * as the name, so a hash read back from a request can never reach outside the photos.
 */
export function photoKeyOf(contentHash: string, mimeType: PhotoMimeType): string {
  if (!CONTENT_HASH.test(contentHash)) throw new NotFound(said.server.notFound);
  return `${contentHash}.${fileExtensionOf(mimeType)}`;
}

const PHOTO_KEY = /^([0-9a-f]{64})\.(jpg|png)$/;

/** The content hash and type a key names, as photoKeyOf wrote it; null for any other key. */
export function parsePhotoKey(
  key: string,
): { contentHash: string; mimeType: PhotoMimeType } | null {
  const match = PHOTO_KEY.exec(key);
  if (match === null) return null;
  const [, contentHash = "", extension = ""] = match;
  return { contentHash, mimeType: extension === "png" ? "image/png" : "image/jpeg" };
}
