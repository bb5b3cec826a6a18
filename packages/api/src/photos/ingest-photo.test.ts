import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import { BadRequest } from "../errors";
import { ingestPhoto } from "./ingest-photo";
import { perceptualHash } from "./perceptual-hash";
import { blankPng, dataUrl, sceneJpeg } from "./test-images";

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "uplink-ingest-"));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("ingestPhoto", () => {
  it("stores an uploaded photo and returns what its lead_photos row needs", async () => {
    const photo = await sceneJpeg();
    const ingested = await ingestPhoto(dataDir, dataUrl(photo));
    expect(ingested).toMatchObject({
      mimeType: "image/jpeg",
      width: 800,
      height: 600,
      perceptualHash: await perceptualHash(photo),
    });
    expect(await readdir(path.join(dataDir, "photos"))).toEqual([`${ingested.contentHash}.jpg`]);
  });

  it("stores nothing when the photo is refused", async () => {
    await expect(ingestPhoto(dataDir, dataUrl(await blankPng(), "image/png"))).rejects.toThrow(
      new BadRequest(messages.server.photoLooksBlank),
    );
    expect(await readdir(dataDir)).toEqual([]);
  });
});
