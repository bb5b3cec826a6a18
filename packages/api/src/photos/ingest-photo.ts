import { decodePhotoInput } from "./decode-photo-input";
import { inspectPhoto } from "./inspect-photo";
import { perceptualHash } from "./perceptual-hash";
import { encodePhoto, type EncodedPhoto } from "./photo-store";
import { photoWork } from "./photo-work";

export interface IngestedPhoto extends EncodedPhoto {
  perceptualHash: string;
}

/**
 * One uploaded photo from the text a client sent to the bytes it will be stored as:
 * decoded, inspected, re-encoded without metadata, and hashed so later photos can be
 * compared with it. Everything a lead_photos row needs but the lead, kind and caption.
 * Writes nothing: the file is written with its row (insertLeadPhotos), so a request
 * refused for any of its photos leaves no file behind. Throws the BadRequest or
 * PayloadTooLarge of the first check it fails. One photo at a time across the process
 * (photoWork); a photo waiting its turn holds only its text.
 */
export function ingestPhoto(input: string): Promise<IngestedPhoto> {
  return photoWork.run(() => ingestBytes(decodePhotoInput(input)));
}

/**
 * The same for a photo sent as binary (POST /api/photos/uploads): the same checks,
 * re-encoding and hashes, so both ways store the same photo.
 */
export function ingestPhotoBytes(bytes: Buffer): Promise<IngestedPhoto> {
  return photoWork.run(() => ingestBytes(bytes));
}

async function ingestBytes(bytes: Buffer): Promise<IngestedPhoto> {
  await inspectPhoto(bytes);
  const encoded = await encodePhoto(bytes);
  return { ...encoded, perceptualHash: await perceptualHash(bytes) };
}
