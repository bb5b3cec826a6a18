import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { median } from "./stats";

/** What compressing one answer at one level costs. */
export interface LevelCost {
  encoding: "br" | "gzip";
  level: number;
  /** The compressed size. */
  bytes: number;
  /** Processor time (user and system) of one compression, in microseconds. */
  micros: number;
}

/** Brotli qualities and gzip levels worth serving dynamic answers at (11 and 9 are for builds). */
export const LEVELS: readonly { encoding: LevelCost["encoding"]; level: number }[] = [
  ...[0, 1, 2, 3, 4, 5, 6].map((level) => ({ encoding: "br" as const, level })),
  ...[1, 2, 3, 4, 5, 6].map((level) => ({ encoding: "gzip" as const, level })),
];

function compressorOf(encoding: LevelCost["encoding"], level: number): (body: Buffer) => Buffer {
  return encoding === "br"
    ? (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: level } })
    : (body) => gzipSync(body, { level });
}

/**
 * Each level's size and processor time on `body`, compressed in this process in one call
 * (as @fastify/compress does for an answer within its syncThreshold): `batches` batches of
 * `perBatch` compressions after one warm-up batch, the median batch's time per call.
 */
export function compressionCosts(body: Buffer, batches = 5, perBatch = 40): LevelCost[] {
  return LEVELS.map(({ encoding, level }) => {
    const compress = compressorOf(encoding, level);
    const bytes = compress(body).length;
    const times: number[] = [];
    for (let batch = -1; batch < batches; batch++) {
      const before = process.cpuUsage();
      for (let call = 0; call < perBatch; call++) compress(body);
      const used = process.cpuUsage(before);
      if (batch >= 0) times.push((used.user + used.system) / perBatch);
    }
    return { encoding, level, bytes, micros: median(times) };
  });
}

/**
 * The costliest level whose time stays within `share` of `plainMicros` (the server's
 * processor time for the uncompressed answer), of those that compress best for it:
 * the smallest answer among the levels within budget. Undefined when none fits.
 */
export function chooseLevel(
  costs: readonly LevelCost[],
  plainMicros: number,
  share: number,
): LevelCost | undefined {
  const budget = plainMicros * share;
  return costs
    .filter((cost) => cost.micros <= budget)
    .sort((a, b) => a.bytes - b.bytes || a.micros - b.micros)[0];
}
