import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { insertLeadPhotos } from "../leads/lead-photos";
import { createLead, createUser, startS3Server, type TestS3Server } from "../testing";
import { DiskPhotoStore } from "./disk-photo-store";
import { ingestPhoto } from "./ingest-photo";
import {
  ensureStoredPhoto,
  photoKeyOf,
  readPhoto,
  storePhoto,
  type PhotoStore,
} from "./photo-store";
import { S3PhotoStore } from "./s3-photo-store";
import { ORPHAN_PHOTO_MIN_AGE_MS, sweepOrphanPhotoFiles } from "./sweep-orphan-photos";
import { dataUrl, scene, sceneJpeg } from "../testing/test-images";

/*
 * What every photo store promises, proven on each: files in a directory, and objects of
 * a bucket on a real S3-protocol server (s3rver).
 */

interface StoreUnderTest {
  store: PhotoStore;
  /** Makes the object under `key` look last written `ageMs` ago. */
  age(key: string, ageMs: number): Promise<void>;
  close(): Promise<void>;
}

let s3: TestS3Server;
let database: TestDatabase;
let customer: UserRow;

beforeAll(async () => {
  [s3, database] = await Promise.all([startS3Server(), createTestDatabase()]);
  customer = await createUser(database.db, { role: "customer" });
});

afterAll(async () => {
  await Promise.all([s3.close(), database.destroy()]);
});

async function onDisk(): Promise<StoreUnderTest> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "uplink-photo-contract-"));
  const store = new DiskPhotoStore(dataDir);
  return {
    store,
    async age(key, ageMs) {
      const when = new Date(Date.now() - ageMs);
      await utimes(store.fileOf(key), when, when);
    },
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Listing pages of two objects, so that a few objects already take several pages. */
async function inBucket(): Promise<StoreUnderTest> {
  const settings = await s3.newBucket();
  const store = new S3PhotoStore(settings, 2);
  return {
    store,
    age: (key, ageMs) => s3.age(settings, `photos/${key}`, ageMs),
    close: () => {
      store.destroy();
      return Promise.resolve();
    },
  };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const keyOf = (bytes: Buffer) => `${sha256(bytes)}.jpg`;

async function keysOf(store: PhotoStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of store.list()) keys.push(key);
  return keys.sort();
}

async function bytesUnder(store: PhotoStore, key: string): Promise<Buffer | null> {
  const stored = await store.read(key);
  if (stored === null) return null;
  const bytes = await buffer(stored.body);
  expect(stored.byteSize).toBe(bytes.length);
  return bytes;
}

describe.each([
  ["on disk", onDisk],
  ["in an S3 bucket", inBucket],
])("the photo store %s", (_, open) => {
  let subject: StoreUnderTest;
  let store: PhotoStore;

  beforeEach(async () => {
    subject = await open();
    store = subject.store;
  });

  afterEach(() => subject.close());

  it("writes an object once: later writes under its key change nothing", async () => {
    const first = randomBytes(1000);
    const key = keyOf(first);

    expect(await store.writeOnce(key, first)).toBe(true);
    expect(await store.writeOnce(key, randomBytes(10))).toBe(false);

    expect(await bytesUnder(store, key)).toEqual(first);
  });

  it("keeps one whole object when the same photo is written five times at once", async () => {
    const bytes = randomBytes(200_000);
    const key = keyOf(bytes);

    await Promise.all(Array.from({ length: 5 }, () => store.writeOnce(key, bytes)));

    expect(await bytesUnder(store, key)).toEqual(bytes);
    expect(await keysOf(store)).toEqual([key]);
  });

  it("streams an object of several megabytes whole", async () => {
    const bytes = randomBytes(6 * 1024 * 1024);
    await store.writeOnce(keyOf(bytes), bytes);

    expect(sha256((await bytesUnder(store, keyOf(bytes))) ?? Buffer.alloc(0))).toBe(sha256(bytes));
  });

  it("reads nothing under a key never written", async () => {
    expect(await store.read(`${"c".repeat(64)}.png`)).toBeNull();
  });

  it("removes an object once, after which it reads as absent", async () => {
    const bytes = randomBytes(100);
    const key = keyOf(bytes);
    await store.writeOnce(key, bytes);

    expect(await store.remove(key)).toBe(true);
    expect(await store.read(key)).toBeNull();
    expect(await store.remove(key)).toBe(false);
    expect(await keysOf(store)).toEqual([]);
  });

  it("lists every object, over several pages, with the time it was last written", async () => {
    const before = Date.now();
    const keys: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const bytes = randomBytes(50);
      keys.push(keyOf(bytes));
      await store.writeOnce(keyOf(bytes), bytes);
    }
    const after = Date.now();

    const listed = [];
    for await (const object of store.list()) listed.push(object);

    expect(listed.map((object) => object.key).sort()).toEqual(keys.sort());
    for (const { lastModified } of listed) {
      // S3 keeps whole seconds.
      expect(lastModified.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(lastModified.getTime()).toBeLessThanOrEqual(after + 1000);
    }
  });

  it("lists nothing while empty", async () => {
    expect(await keysOf(store)).toEqual([]);
  });

  it("stores a photo under the hash of its re-encoded bytes, without its EXIF and GPS tags", async () => {
    const withCamera = await scene()
      .withExifMerge({
        IFD0: { Make: "PhoneMaker" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 31/1 12/1" },
      })
      .jpeg()
      .toBuffer();

    const stored = await storePhoto(store, withCamera);

    const bytes = await readPhoto(store, stored.contentHash, stored.mimeType);
    expect(sha256(bytes)).toBe(stored.contentHash);
    expect(await keysOf(store)).toEqual([photoKeyOf(stored.contentHash, "image/jpeg")]);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes("PhoneMaker")).toBe(false);
  });

  it("lets the orphan sweep remove an old photo no row names, and keep young and named ones", async () => {
    const [oldOrphan, youngOrphan, oldNamed] = await Promise.all(
      [801, 802, 803].map(async (seed) => ingestPhoto(dataUrl(await sceneJpeg({ seed })))),
    );
    if (!oldOrphan || !youngOrphan || !oldNamed) throw new Error("photos were not checked");
    for (const photo of [oldOrphan, youngOrphan, oldNamed]) await ensureStoredPhoto(store, photo);
    const lead = await createLead(database.db, customer.id);
    await database.db
      .transaction()
      .execute((trx) =>
        insertLeadPhotos(trx, store, lead.id, "property", customer.id, [{ photo: oldNamed }]),
      );
    const keyOfPhoto = (photo: typeof oldOrphan) => photoKeyOf(photo.contentHash, photo.mimeType);
    await subject.age(keyOfPhoto(oldOrphan), ORPHAN_PHOTO_MIN_AGE_MS + 60_000);
    await subject.age(keyOfPhoto(oldNamed), ORPHAN_PHOTO_MIN_AGE_MS + 60_000);

    expect(await sweepOrphanPhotoFiles(database.db, store)).toBe(1);

    expect(await keysOf(store)).toEqual([keyOfPhoto(youngOrphan), keyOfPhoto(oldNamed)].sort());
  });
});
