import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3PhotoStore, type S3Settings } from "@uplink/api/server";
import { dataUrl, sceneJpeg, startS3Server, type TestS3Server } from "@uplink/api/testing";
import type { Lead, LeadDetail } from "@uplink/domain";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { migratePhotosToBucket } from "./plugins/photos/photo-migration";
import {
  buildTestApp,
  s3PhotoStoreEnv,
  signInCast,
  type SignedInCast,
  type TestApp,
} from "./test-support";

/*
 * `pnpm photos:migrate`: the photos of a disk store land in the bucket under the same
 * keys, once however often it runs, and an instance on PHOTO_STORE=s3 serves them.
 */

let s3: TestS3Server;
let settings: S3Settings;
let bucket: S3PhotoStore;
let diskApp: TestApp;

beforeAll(async () => {
  [s3, diskApp] = await Promise.all([startS3Server(), buildTestApp()]);
  settings = await s3.newBucket();
  bucket = new S3PhotoStore(settings);
});
afterAll(async () => {
  bucket.destroy();
  await Promise.all([s3.close(), diskApp.close()]);
});

function s3Env(dataDir: string): Record<string, string> {
  return {
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    ...s3PhotoStoreEnv(settings),
  };
}

async function keysInBucket(): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of bucket.list()) keys.push(key);
  return keys.sort();
}

describe("pnpm photos:migrate", () => {
  let cast: SignedInCast;
  let photoUrl: string;
  let servedFromDisk: Buffer;
  let photosDir: string;
  let diskPhotos: string[];

  beforeAll(async () => {
    cast = await signInCast(diskApp.database.db);
    const photos = await Promise.all(
      [921, 922].map(async (seed) => dataUrl(await sceneJpeg({ seed }))),
    );
    const created = await diskApp.app.inject({
      method: "POST",
      url: "/api/workflow/leads",
      headers: cast.bearer(cast.customer),
      payload: { address: "Hauptstraße 1, Berlin, 10115", photos },
    });
    const detail = await diskApp.app.inject({
      url: `/api/workflow/leads/${created.json<Lead>().id}`,
      headers: cast.bearer(cast.customer),
    });
    photoUrl = detail.json<LeadDetail>().photos[0]?.url ?? "";
    servedFromDisk = (
      await diskApp.app.inject({ url: photoUrl, headers: cast.bearer(cast.customer) })
    ).rawPayload;
    photosDir = path.join(diskApp.dataDir, "photos");
    diskPhotos = (await readdir(photosDir)).sort();
    // What a crashed write leaves, and a file that is no photo of the store.
    await writeFile(path.join(photosDir, `${diskPhotos[0]}.${randomUUID()}.tmp`), "half");
    await writeFile(path.join(photosDir, "README.txt"), "not a photo");
  });

  it("copies every disk photo absent from the bucket, skips those present, and says which", async () => {
    expect(diskPhotos).toHaveLength(2);
    const [already, absent] = diskPhotos as [string, string];
    const bytesOf = (key: string) => readFile(path.join(photosDir, key));
    await bucket.writeOnce(already, await bytesOf(already));
    const lines: string[] = [];

    const first = await migratePhotosToBucket(loadConfig(s3Env(diskApp.dataDir)), (line) =>
      lines.push(line),
    );

    expect(first).toEqual({ copied: 1, skipped: 1, ignored: 2 });
    expect(lines).toContain(`copied ${absent}`);
    expect(lines).toContain(`skipped ${already}: already in the bucket`);
    expect(lines).toContain("ignored README.txt: not a stored photo");
    expect(lines.at(-1)).toMatch(/^1 copied, 1 already in the bucket, 2 ignored/);
    expect(await keysInBucket()).toEqual(diskPhotos);
    const copied = await bucket.read(absent);
    expect(copied && (await buffer(copied.body))).toEqual(await bytesOf(absent));
    // The disk keeps its photos.
    expect(await readdir(photosDir)).toHaveLength(4);
  });

  it("copies nothing the second time, run as `pnpm photos:migrate` does", async () => {
    const { stdout } = await promisify(execFile)(
      path.join(import.meta.dirname, "..", "node_modules", ".bin", "tsx"),
      ["src/migrate-photos.ts"],
      {
        cwd: path.join(import.meta.dirname, ".."),
        env: { ...process.env, ...s3Env(diskApp.dataDir) },
      },
    );

    for (const key of diskPhotos) expect(stdout).toContain(`skipped ${key}: already in the bucket`);
    expect(stdout).toContain("0 copied, 2 already in the bucket, 2 ignored");
    expect(await keysInBucket()).toEqual(diskPhotos);
  });

  it("lets an instance on the bucket serve the migrated photos of the same database", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "uplink-data-"));
    const app = await buildApp({
      config: loadConfig(s3Env(dataDir)),
      db: diskApp.database.db,
      logStream: new PassThrough().resume(),
    });
    try {
      const served = await app.inject({ url: photoUrl, headers: cast.bearer(cast.customer) });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(servedFromDisk);
      const refused = await app.inject({ url: photoUrl, headers: cast.bearer(cast.otherCustomer) });
      expect(refused.statusCode).toBe(404);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses to run unless PHOTO_STORE is s3", async () => {
    await expect(
      migratePhotosToBucket(loadConfig({ DATA_DIR: diskApp.dataDir }), () => undefined),
    ).rejects.toThrow(ConfigError);
  });
});
