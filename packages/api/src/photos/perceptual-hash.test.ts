import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  areDistinct,
  findSamePhotos,
  hammingDistance,
  perceptualHash,
  SAME_PHOTO_MAX_DISTANCE,
} from "./perceptual-hash";
import { scene, sceneJpeg } from "../testing/test-images";

describe("perceptualHash", () => {
  it("is 64 bits written as 16 hex digits, the same for the same photo", async () => {
    const photo = await sceneJpeg();
    const hash = await perceptualHash(photo);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await perceptualHash(photo)).toBe(hash);
  });

  it("barely changes when a photo is re-encoded, resized, recompressed or brightened", async () => {
    const original = await sceneJpeg({ seed: 7 });
    const hash = await perceptualHash(original);
    const copies = [
      await sharp(original).png().toBuffer(),
      await sharp(original).jpeg({ quality: 40 }).toBuffer(),
      await sharp(original).resize(760).jpeg().toBuffer(),
      await sharp(original).resize(1200).png().toBuffer(),
      await sharp(original).modulate({ brightness: 1.1 }).jpeg().toBuffer(),
    ];
    for (const copy of copies) {
      expect(hammingDistance(hash, await perceptualHash(copy))).toBeLessThanOrEqual(
        SAME_PHOTO_MAX_DISTANCE,
      );
    }
  });

  it("tells different scenes apart by a wide margin", async () => {
    const hashes = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (seed) => perceptualHash(await sceneJpeg({ seed }))),
    );
    for (const [index, first] of hashes.entries()) {
      for (const second of hashes.slice(index + 1)) {
        expect(hammingDistance(first, second)).toBeGreaterThan(SAME_PHOTO_MAX_DISTANCE + 5);
      }
    }
  });

  it("hashes a photo as it is shown, after its EXIF orientation", async () => {
    const upright = await scene({ width: 600, height: 800 }).jpeg().toBuffer();
    const stored = await sharp(upright)
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(
      hammingDistance(await perceptualHash(upright), await perceptualHash(stored)),
    ).toBeLessThanOrEqual(SAME_PHOTO_MAX_DISTANCE);
  });

  it("hashes a large photo as it is shown, after its EXIF orientation", async () => {
    const upright = await scene({ seed: 3, width: 2400, height: 3200 }).jpeg().toBuffer();
    const stored = await sharp(upright)
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const other = await scene({ seed: 4, width: 2400, height: 3200 }).jpeg().toBuffer();
    const hash = await perceptualHash(upright);
    expect(hammingDistance(hash, await perceptualHash(stored))).toBeLessThanOrEqual(
      SAME_PHOTO_MAX_DISTANCE,
    );
    expect(hammingDistance(hash, await perceptualHash(other))).toBeGreaterThan(
      SAME_PHOTO_MAX_DISTANCE,
    );
  });
});

describe("hammingDistance", () => {
  it("counts the differing bits", () => {
    expect(hammingDistance("0000000000000000", "0000000000000000")).toBe(0);
    expect(hammingDistance("0000000000000000", "ffffffffffffffff")).toBe(64);
    expect(hammingDistance("0000000000000001", "8000000000000000")).toBe(2);
    expect(hammingDistance("00ff00ff00ff00ff", "ff00ff00ff00ff00")).toBe(64);
  });

  it("refuses anything but a 16-digit lowercase hex hash", () => {
    expect(() => hammingDistance("xyz", "0000000000000000")).toThrow(RangeError);
    expect(() => hammingDistance("0".repeat(17), "0".repeat(16))).toThrow(RangeError);
  });
});

describe("areDistinct and findSamePhotos", () => {
  const a = "0000000000000000";
  const nearA = "0000000000000007";
  const b = "ffffffffffffffff";
  const c = "00000000ffffffff";

  it("finds the first pair that shows the same photo", () => {
    expect(findSamePhotos([a, b, nearA])).toEqual([0, 2]);
    expect(findSamePhotos([a, b, c])).toBeNull();
    expect(areDistinct([a, b, c])).toBe(true);
    expect(areDistinct([a, b, a])).toBe(false);
  });

  it("takes the distance that still counts as the same photo", () => {
    expect(areDistinct([a, nearA], 2)).toBe(true);
    expect(areDistinct([a, nearA], 3)).toBe(false);
  });

  it("counts no photos or one photo as distinct", () => {
    expect(areDistinct([])).toBe(true);
    expect(areDistinct([a])).toBe(true);
  });
});
