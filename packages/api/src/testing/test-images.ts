import { crc32, deflateSync } from "node:zlib";
import sharp, { type Sharp } from "sharp";
import { seededRandom } from "@uplink/domain";

/* Real images for the photo tests, made by sharp from deterministic pixels. */

export interface SceneOptions {
  /** Different seeds give different scenes; one seed always gives the same pixels. */
  seed?: number;
  width?: number;
  height?: number;
}

/**
 * A photo-like picture: a gradient at a seed-chosen angle, a few solid blocks and pixel
 * noise, so it has structure (for perceptual hashing) and texture (so it is not blank).
 */
export function sceneRaw({ seed = 1, width = 800, height = 600 }: SceneOptions = {}): Buffer {
  const random = seededRandom(seed);
  const angle = random() * 2 * Math.PI;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const blocks = Array.from({ length: 6 }, () => ({
    x: random() * width,
    y: random() * height,
    size: (0.1 + random() * 0.25) * Math.min(width, height),
    colour: [random() * 255, random() * 255, random() * 255],
  }));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const along = ((x / width) * dx + (y / height) * dy + 1) / 2;
      let colour = [along * 255, (1 - along) * 200, 128];
      for (const block of blocks) {
        if (Math.abs(x - block.x) < block.size && Math.abs(y - block.y) < block.size) {
          colour = block.colour;
        }
      }
      const offset = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const noise = (random() - 0.5) * 40;
        pixels[offset + channel] = Math.max(0, Math.min(255, (colour[channel] ?? 0) + noise));
      }
    }
  }
  return pixels;
}

export function scene(options: SceneOptions = {}): Sharp {
  const width = options.width ?? 800;
  const height = options.height ?? 600;
  return sharp(sceneRaw(options), { raw: { width, height, channels: 3 } });
}

export const sceneJpeg = (options?: SceneOptions) => scene(options).jpeg().toBuffer();
export const scenePng = (options?: SceneOptions) => scene(options).png().toBuffer();

/** One flat colour, as from a lens cap or a white sheet. */
export function blankPng(colour = "#ffffff", width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Pure noise compresses badly: this PNG is over `bytes` long. */
export async function pngLargerThan(bytes: number): Promise<Buffer> {
  const width = 2048;
  const height = Math.ceil(bytes / (width * 3)) + 16;
  const random = seededRandom(99);
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = random() * 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * A decompression bomb: a PNG of a few hundred bytes whose IHDR chunk (with a valid
 * checksum) claims `width`×`height` RGB pixels, followed by a little compressed data.
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(width * 3 + 1))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

export function dataUrl(bytes: Buffer, mimeType = "image/jpeg"): string {
  return `data:${mimeType};base64,${bytes.toString("base64")}`;
}
