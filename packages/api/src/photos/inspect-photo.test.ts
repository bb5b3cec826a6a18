import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { said, verbatim } from "@uplink/domain";
import { BadRequest } from "../errors";
import { inspectPhoto } from "./inspect-photo";
import { blankPng, pngBomb, scene, sceneJpeg, scenePng } from "../testing/test-images";

describe("inspectPhoto", () => {
  it("accepts a JPEG and a PNG photo and reports their size and type", async () => {
    await expect(inspectPhoto(await sceneJpeg())).resolves.toEqual({
      width: 800,
      height: 600,
      mimeType: "image/jpeg",
    });
    await expect(inspectPhoto(await scenePng({ width: 1024, height: 768 }))).resolves.toEqual({
      width: 1024,
      height: 768,
      mimeType: "image/png",
    });
  });

  it("accepts a photo taken upright (portrait) at the minimum size", async () => {
    await expect(inspectPhoto(await sceneJpeg({ width: 480, height: 640 }))).resolves.toMatchObject(
      { width: 480, height: 640 },
    );
  });

  it("reports the size the photo is shown at, after its EXIF orientation", async () => {
    const rotated = await scene().withMetadata({ orientation: 6 }).jpeg().toBuffer();
    await expect(inspectPhoto(rotated)).resolves.toMatchObject({ width: 600, height: 800 });
  });

  it("refuses a text file whatever its name says", async () => {
    const text = Buffer.from("Dear installer, please find the photo of my roof attached.\n");
    await expect(inspectPhoto(text)).rejects.toThrow(new BadRequest(said.server.photoNotPngOrJpeg));
  });

  it("refuses images in other formats", async () => {
    const webp = await scene().webp().toBuffer();
    const gif = await scene({ width: 64, height: 48 }).gif().toBuffer();
    await expect(inspectPhoto(webp)).rejects.toThrow(new BadRequest(said.server.photoNotPngOrJpeg));
    await expect(inspectPhoto(gif)).rejects.toThrow(new BadRequest(said.server.photoNotPngOrJpeg));
  });

  it("refuses a truncated JPEG as damaged", async () => {
    const jpeg = await sceneJpeg();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    await expect(inspectPhoto(truncated)).rejects.toThrow(new BadRequest(said.server.photoDamaged));
  });

  it("refuses a truncated PNG as damaged", async () => {
    const png = await scenePng();
    const truncated = png.subarray(0, Math.floor(png.length * 0.6));
    await expect(inspectPhoto(truncated)).rejects.toThrow(new BadRequest(said.server.photoDamaged));
  });

  it("refuses a file that only starts like a JPEG", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 1)]);
    await expect(inspectPhoto(fake)).rejects.toThrow(new BadRequest(said.server.photoDamaged));
  });

  it("refuses a small photo, naming its size and the minimum", async () => {
    await expect(inspectPhoto(await sceneJpeg({ width: 320, height: 240 }))).rejects.toThrow(
      new BadRequest(
        verbatim("The photo is too small: 320×240 pixels. Use a photo of at least 640×480 pixels."),
      ),
    );
    await expect(inspectPhoto(await scenePng({ width: 100, height: 100 }))).rejects.toThrow(
      new BadRequest(said.server.photoTooSmallSized(100, 100)),
    );
    await expect(inspectPhoto(await sceneJpeg({ width: 639, height: 480 }))).rejects.toThrow(
      new BadRequest(said.server.photoTooSmallSized(639, 480)),
    );
  });

  it("refuses a blank image", async () => {
    await expect(inspectPhoto(await blankPng("#ffffff"))).rejects.toThrow(
      new BadRequest(said.server.photoLooksBlank),
    );
    const black = await sharp(await blankPng("#000000"))
      .jpeg()
      .toBuffer();
    await expect(inspectPhoto(black)).rejects.toThrow(new BadRequest(said.server.photoLooksBlank));
  });

  it("refuses a fully transparent image as blank", async () => {
    const transparent = await sharp({
      create: { width: 800, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    await expect(inspectPhoto(transparent)).rejects.toThrow(
      new BadRequest(said.server.photoLooksBlank),
    );
  });

  it("accepts a plain page with a small mark on it", async () => {
    const mark = await sharp({
      create: { width: 40, height: 40, channels: 3, background: "#000000" },
    })
      .png()
      .toBuffer();
    const page = await sharp(await blankPng("#ffffff"))
      .composite([{ input: mark, left: 380, top: 280 }])
      .png()
      .toBuffer();
    await expect(inspectPhoto(page)).resolves.toMatchObject({ width: 800, height: 600 });
  });

  it("judges a photo larger than it looks at while checking for blankness as at full size", async () => {
    const [width, height] = [3200, 2400];
    await expect(inspectPhoto(await sceneJpeg({ width, height }))).resolves.toEqual({
      width,
      height,
      mimeType: "image/jpeg",
    });
    const blankWall = await sharp(await blankPng("#d8d4cc", width, height))
      .jpeg()
      .toBuffer();
    await expect(inspectPhoto(blankWall)).rejects.toThrow(
      new BadRequest(said.server.photoLooksBlank),
    );
    const mark = await sharp({
      create: { width: 160, height: 160, channels: 3, background: "#000000" },
    })
      .png()
      .toBuffer();
    const page = await sharp(await blankPng("#ffffff", width, height))
      .composite([{ input: mark, left: 1520, top: 1120 }])
      .png()
      .toBuffer();
    await expect(inspectPhoto(page)).resolves.toMatchObject({ width, height });
  });

  it("refuses a large truncated JPEG as damaged", async () => {
    const jpeg = await sceneJpeg({ width: 3200, height: 2400 });
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    await expect(inspectPhoto(truncated)).rejects.toThrow(new BadRequest(said.server.photoDamaged));
  });

  it("refuses a decompression bomb from its header, naming its dimensions", async () => {
    // Under a kilobyte that would decode to 2.7 GB: only a refusal read from the header
    // answers with its dimensions instead of running out of memory.
    const bomb = pngBomb(30000, 30000);
    expect(bomb.length).toBeLessThan(1000);
    await expect(inspectPhoto(bomb)).rejects.toThrow(
      new BadRequest(
        verbatim(
          "The photo is too large to process: 30000×30000 pixels. Use a photo of at most 50 megapixels.",
        ),
      ),
    );
  });

  it("refuses a bomb whose header lies about a modest size as damaged, not with a crash", async () => {
    await expect(inspectPhoto(pngBomb(4000, 3000))).rejects.toThrow(
      new BadRequest(said.server.photoDamaged),
    );
  });
});
