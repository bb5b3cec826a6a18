import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A real RGB PNG of a gradient with noise and vertical bands, different for every seed:
 * big enough and busy enough to pass the server's photo checks (size, not blank). Its
 * perceptual hash follows the band count (seed + 2): seeds 1 to 7 are told apart as
 * distinct completion photos, larger seeds with too many bands may look alike.
 */
export function noisyPng(width = 800, height = 600, seed = 1): Buffer {
  const key = `${width}x${height}:${seed}`;
  let png = made.get(key);
  if (!png) {
    png = drawPng(width, height, seed);
    made.set(key, png);
  }
  // A copy: the caller may change its buffer, the next one gets the same picture.
  return Buffer.from(png);
}

/**
 * The PNGs drawn so far, by size and seed: drawing and compressing one takes 0.2 to 0.6 s,
 * and the journeys (one worker for all files) upload the same few pictures many times.
 */
const made = new Map<string, Buffer>();

function drawPng(width: number, height: number, seed: number): Buffer {
  let state = seed * 2654435761;
  const random = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state >>> 24;
  };
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    rows[offset++] = 0;
    for (let x = 0; x < width; x += 1) {
      const band = Math.floor((x * (seed + 2)) / width) % 2 === 0 ? 60 : 0;
      rows[offset++] = (((x * 255) / width + random() / 4 + band) | 0) & 0xff;
      rows[offset++] = (((y * 255) / height + random() / 4) | 0) & 0xff;
      rows[offset++] = ((seed * 70 + random() / 2) | 0) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
