import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { said } from "@uplink/domain";
import { BadRequest, NotFound } from "../errors";
import { DiskPhotoStore } from "./disk-photo-store";
import { photoKeyOf, readPhoto, storePhoto } from "./photo-store";
import { scene, sceneJpeg, scenePng } from "../testing/test-images";

let dataDir: string;
let store: DiskPhotoStore;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "uplink-photos-"));
  store = new DiskPhotoStore(dataDir);
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const photoFiles = () => readdir(path.join(dataDir, "photos"));

/** A phone-like JPEG: turned by its EXIF orientation, with camera and GPS tags. */
function jpegWithCameraMetadata(): Promise<Buffer> {
  return scene()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15", Copyright: "Jane Customer" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 31/1 12/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "13/1 24/1 36/1",
      },
    })
    .jpeg()
    .toBuffer();
}

describe("storePhoto", () => {
  it("stores a JPEG under photos/<sha256 of the stored bytes>.jpg", async () => {
    const stored = await storePhoto(store, await sceneJpeg());
    const file = path.join(dataDir, "photos", `${stored.contentHash}.jpg`);
    const bytes = await readFile(file);
    expect(stored).toEqual({
      contentHash: sha256(bytes),
      mimeType: "image/jpeg",
      width: 800,
      height: 600,
      byteSize: bytes.length,
      bytes,
    });
    expect((await sharp(bytes).metadata()).format).toBe("jpeg");
  });

  it("keeps a PNG a PNG", async () => {
    const stored = await storePhoto(store, await scenePng());
    expect(stored.mimeType).toBe("image/png");
    expect(await photoFiles()).toEqual([`${stored.contentHash}.png`]);
  });

  it("stores the same photo once, however often and however concurrently it is sent", async () => {
    const photo = await sceneJpeg();
    const results = await Promise.all(Array.from({ length: 5 }, () => storePhoto(store, photo)));
    const again = await storePhoto(store, photo);
    expect(new Set([...results, again].map((result) => result.contentHash)).size).toBe(1);
    expect(await photoFiles()).toEqual([`${again.contentHash}.jpg`]);
  });

  it("strips EXIF, GPS and every other metadata from the stored file", async () => {
    const original = await jpegWithCameraMetadata();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString("latin1")).toContain("PhoneMaker");
    expect(before.orientation).toBe(6);

    const stored = await storePhoto(store, original);
    const bytes = await readPhoto(store, stored.contentHash, stored.mimeType);
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes("Exif\0\0")).toBe(false);
    expect(bytes.includes("PhoneMaker")).toBe(false);
  });

  it("turns the pixels upright before dropping the orientation tag", async () => {
    const stored = await storePhoto(store, await jpegWithCameraMetadata());
    expect(stored).toMatchObject({ width: 600, height: 800 });
    const bytes = await readPhoto(store, stored.contentHash, stored.mimeType);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 600, height: 800 });
  });

  it("strips the metadata of a PNG as well", async () => {
    const png = await scene()
      .withMetadata({ orientation: 3 })
      .withExifMerge({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N" } })
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const stored = await storePhoto(store, png);
    const after = await sharp(await readPhoto(store, stored.contentHash, "image/png")).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
  });

  it("leaves no temporary files behind", async () => {
    await storePhoto(store, await sceneJpeg({ seed: 1 }));
    await storePhoto(store, await scenePng({ seed: 2 }));
    expect((await photoFiles()).every((name) => /^[0-9a-f]{64}\.(jpg|png)$/.test(name))).toBe(true);
  });

  it("refuses bytes that are not a PNG or JPEG", async () => {
    await expect(storePhoto(store, Buffer.from("not a photo"))).rejects.toThrow(
      new BadRequest(said.server.photoNotPngOrJpeg),
    );
  });
});

describe("readPhoto", () => {
  it("returns the stored bytes", async () => {
    const stored = await storePhoto(store, await sceneJpeg());
    const bytes = await readPhoto(store, stored.contentHash, "image/jpeg");
    expect(sha256(bytes)).toBe(stored.contentHash);
  });

  it("answers NotFound for a photo that is not stored", async () => {
    await expect(readPhoto(store, "a".repeat(64), "image/jpeg")).rejects.toThrow(
      new NotFound(said.server.notFound),
    );
  });

  it("answers NotFound for a stored hash asked for with the other type", async () => {
    const stored = await storePhoto(store, await sceneJpeg());
    await expect(readPhoto(store, stored.contentHash, "image/png")).rejects.toThrow(NotFound);
  });

  it.each(["../../etc/passwd", "A".repeat(64), `${"a".repeat(63)}/`, ""])(
    "never reads outside the photo directory (%j)",
    async (contentHash) => {
      await expect(readPhoto(store, contentHash, "image/jpeg")).rejects.toThrow(NotFound);
      expect(() => photoKeyOf(contentHash, "image/jpeg")).toThrow(NotFound);
    },
  );
});
