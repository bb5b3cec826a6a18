import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { said } from "@uplink/domain";
import { BadRequest } from "../errors";
import { ingestPhoto } from "./ingest-photo";
import { perceptualHash } from "./perceptual-hash";
import { blankPng, dataUrl, sceneJpeg } from "../testing/test-images";

describe("ingestPhoto", () => {
  it("returns what an uploaded photo's lead_photos row and file need", async () => {
    const photo = await sceneJpeg();
    const ingested = await ingestPhoto(dataUrl(photo));
    expect(ingested).toMatchObject({
      mimeType: "image/jpeg",
      width: 800,
      height: 600,
      byteSize: ingested.bytes.length,
      perceptualHash: await perceptualHash(photo),
    });
    expect(ingested.contentHash).toBe(createHash("sha256").update(ingested.bytes).digest("hex"));
  });

  it("refuses a photo that fails a check", async () => {
    await expect(ingestPhoto(dataUrl(await blankPng(), "image/png"))).rejects.toThrow(
      new BadRequest(said.server.photoLooksBlank),
    );
  });
});
