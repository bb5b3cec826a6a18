import { decodePhotoInput } from "./decode-photo-input";
import { inspectPhoto } from "./inspect-photo";
import { perceptualHash } from "./perceptual-hash";
import { storePhoto, type EncodedPhoto } from "./photo-store";

export interface IngestedPhoto extends EncodedPhoto {
  perceptualHash: string;
}

/**
 * One uploaded photo from the text a client sent to a file under DATA_DIR: decoded,
 * inspected, stored without metadata, and hashed so later photos can be compared with
 * it. Everything a lead_photos row needs but the lead, kind and caption. Throws the
 * BadRequest or PayloadTooLarge of the first check it fails, before anything is stored.
 */
export async function ingestPhoto(dataDir: string, input: string): Promise<IngestedPhoto> {
  const bytes = decodePhotoInput(input);
  await inspectPhoto(bytes);
  const stored = await storePhoto(dataDir, bytes);
  return { ...stored, perceptualHash: await perceptualHash(bytes) };
}
