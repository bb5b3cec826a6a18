import { withUntrustedImage } from "./untrusted-image";

/*
 * A difference hash (dHash): the photo shrunk to 9×8 grey pixels, one bit per pair of
 * horizontal neighbours saying whether the left one is brighter. Re-encoding, resizing,
 * recompressing or a slight change of brightness keep almost every bit; a different
 * scene flips about half of them. 64 bits, written as 16 hex digits.
 */

const HASH_COLUMNS = 8;
const HASH_ROWS = 8;
const HEX_DIGITS = (HASH_COLUMNS * HASH_ROWS) / 4;
const PERCEPTUAL_HASH = /^[0-9a-f]{16}$/;

/**
 * Two photos whose hashes differ in at most this many of the 64 bits show the same
 * thing. Unrelated photos differ in about 32; copies of one photo, re-encoded or
 * resized, in a handful.
 */
export const SAME_PHOTO_MAX_DISTANCE = 10;

export async function perceptualHash(bytes: Buffer): Promise<string> {
  const pixels = await withUntrustedImage(bytes, (image) =>
    image
      // Resized before it is turned upright: sharp then turns the 9×8 result (resizing
      // to 8×9 first where the turn is a quarter) instead of the whole photo, and can
      // decode a JPEG at 1/8 of its size to begin with (shrink-on-load).
      .resize(HASH_COLUMNS + 1, HASH_ROWS, { fit: "fill" })
      .autoOrient()
      .flatten({ background: "#ffffff" })
      .greyscale()
      .raw()
      .toBuffer(),
  );
  let hash = 0n;
  for (let row = 0; row < HASH_ROWS; row += 1) {
    for (let column = 0; column < HASH_COLUMNS; column += 1) {
      const left = pixels[row * (HASH_COLUMNS + 1) + column] ?? 0;
      const right = pixels[row * (HASH_COLUMNS + 1) + column + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(HEX_DIGITS, "0");
}

/** How many of the 64 bits two perceptual hashes differ in. */
export function hammingDistance(first: string, second: string): number {
  let difference = parseHash(first) ^ parseHash(second);
  let count = 0;
  while (difference !== 0n) {
    count += Number(difference & 1n);
    difference >>= 1n;
  }
  return count;
}

/**
 * The positions (zero-based) of the first two hashes that show the same photo, or null
 * when every hash is more than `maxDistance` bits from every other.
 */
export function findSamePhotos(
  hashes: readonly string[],
  maxDistance = SAME_PHOTO_MAX_DISTANCE,
): [number, number] | null {
  for (let first = 0; first < hashes.length; first += 1) {
    for (let second = first + 1; second < hashes.length; second += 1) {
      if (hammingDistance(hashes[first] ?? "", hashes[second] ?? "") <= maxDistance) {
        return [first, second];
      }
    }
  }
  return null;
}

/** True when no two of the hashes show the same photo. */
export function areDistinct(
  hashes: readonly string[],
  maxDistance = SAME_PHOTO_MAX_DISTANCE,
): boolean {
  return findSamePhotos(hashes, maxDistance) === null;
}

function parseHash(hash: string): bigint {
  if (!PERCEPTUAL_HASH.test(hash)) {
    throw new RangeError(`Expected a perceptual hash of ${HEX_DIGITS} hex digits, got ${hash}`);
  }
  return BigInt(`0x${hash}`);
}
