import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3PhotoStore, type PhotoStore } from "@uplink/api/server";
import { dataUrl, sceneJpeg, startS3Server, type TestS3Server } from "@uplink/api/testing";
import { messages, type Lead, type LeadDetail } from "@uplink/domain";
import {
  buildTestApp,
  s3PhotoStoreEnv,
  signInCast,
  type SignedInCast,
  type TestApp,
} from "./test-support";

/*
 * PHOTO_STORE=s3 against a real S3-protocol server (s3rver): photos are objects of the
 * bucket, served only through GET /api/photos/{id}, removed with their last row or by
 * the orphan sweep; nothing is written to DATA_DIR/photos.
 */

const DAY = 24 * 60 * 60 * 1000;

let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

async function keysIn(bucket: PhotoStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of bucket.list()) keys.push(key);
  return keys.sort();
}

async function filesIn(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("photos in an S3 bucket (PHOTO_STORE=s3)", () => {
  let t: TestApp;
  let cast: SignedInCast;
  let bucket: S3PhotoStore;

  beforeAll(async () => {
    const settings = await s3.newBucket();
    bucket = new S3PhotoStore(settings);
    t = await buildTestApp({ env: s3PhotoStoreEnv(settings) });
    cast = await signInCast(t.database.db);
  });
  afterAll(async () => {
    bucket.destroy();
    await t.close();
  });

  async function createLeadWithPhotos(seeds: number[]): Promise<LeadDetail> {
    const photos = await Promise.all(seeds.map(async (seed) => dataUrl(await sceneJpeg({ seed }))));
    const created = await t.app.inject({
      method: "POST",
      url: "/api/workflow/leads",
      headers: cast.bearer(cast.customer),
      payload: { address: "Hauptstraße 1, Berlin, 10115", photos },
    });
    expect(created.statusCode).toBe(200);
    const detail = await t.app.inject({
      url: `/api/workflow/leads/${created.json<Lead>().id}`,
      headers: cast.bearer(cast.customer),
    });
    return detail.json<LeadDetail>();
  }

  it("stores a request's photos in the bucket and serves their bytes to the customer only", async () => {
    const lead = await createLeadWithPhotos([901, 902]);
    expect(lead.photos).toHaveLength(2);

    const served: Buffer[] = [];
    for (const { url } of lead.photos) {
      const response = await t.app.inject({ url, headers: cast.bearer(cast.customer) });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/jpeg");
      expect(response.headers["cache-control"]).toBe("private, max-age=86400, immutable");
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
      served.push(response.rawPayload);

      for (const headers of [{}, cast.bearer(cast.otherCustomer), cast.bearer(cast.installer)]) {
        const refused = await t.app.inject({ url, headers });
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ code: "NOT_FOUND", message: messages.server.notFound });
      }
    }

    // Each served photo is the bucket's object named by the hash of its bytes.
    const keys = await keysIn(bucket);
    for (const bytes of served) expect(keys).toContain(`${sha256(bytes)}.jpg`);
    expect(await filesIn(path.join(t.dataDir, "photos"))).toEqual([]);
  });

  it("removes a deleted request's photo objects, and keeps one another request still shows", async () => {
    const shared = 911;
    const leaving = await createLeadWithPhotos([910, shared]);
    const staying = await createLeadWithPhotos([shared]);
    const before = await keysIn(bucket);
    const [ownUrl, sharedUrl] = leaving.photos.map((photo) => photo.url);
    const ownBytes = (await t.app.inject({ url: ownUrl, headers: cast.bearer(cast.customer) }))
      .rawPayload;
    const sharedBytes = (
      await t.app.inject({ url: sharedUrl, headers: cast.bearer(cast.customer) })
    ).rawPayload;

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/workflow/leads/${leaving.lead.id}`,
      headers: cast.bearer(cast.customer),
    });
    expect(deleted.statusCode).toBe(200);

    const after = await keysIn(bucket);
    expect(before).toContain(`${sha256(ownBytes)}.jpg`);
    expect(after).not.toContain(`${sha256(ownBytes)}.jpg`);
    expect(after).toContain(`${sha256(sharedBytes)}.jpg`);
    const stillShown = await t.app.inject({
      url: staying.photos[0]?.url ?? "",
      headers: cast.bearer(cast.customer),
    });
    expect(stillShown.statusCode).toBe(200);
    expect(stillShown.rawPayload).toEqual(sharedBytes);
  });
});

describe("the orphaned photo sweep on an S3 bucket", () => {
  it("removes an old object no row names and keeps a young one, when the job queue starts", async () => {
    const settings = await s3.newBucket();
    const bucket = new S3PhotoStore(settings);
    const oldOrphan = `${"a".repeat(64)}.jpg`;
    const youngOrphan = `${"b".repeat(64)}.png`;
    await bucket.writeOnce(oldOrphan, Buffer.from("photo bytes"));
    await bucket.writeOnce(youngOrphan, Buffer.from("photo bytes"));
    await s3.age(settings, `photos/${oldOrphan}`, 2 * DAY);
    await s3.age(settings, `photos/${youngOrphan}`, DAY / 2);

    const t = await buildTestApp({ env: s3PhotoStoreEnv(settings), jobs: true });
    try {
      const swept = await sweepLogOf(t);
      expect(swept).toMatchObject({ removed: 1 });
      expect(await keysIn(bucket)).toEqual([youngOrphan]);
    } finally {
      bucket.destroy();
      await t.close();
    }
  });
});

/** The sweep's log line, which the job queue writes once it has run at start. */
async function sweepLogOf(t: TestApp): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const line = t
      .logs()
      .split("\n")
      .find((candidate) => candidate.includes('"orphaned photo files swept"'));
    if (line) return JSON.parse(line) as Record<string, unknown>;
    if (Date.now() > deadline) throw new Error("the photo sweep did not run");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
