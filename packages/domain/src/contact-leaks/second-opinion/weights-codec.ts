import type { LearnedWeights } from "./train";

/*
 * The weights as committed: little-endian 16-bit integers in base64, one string, so the
 * file stays small (2 bytes a weight, a third more in base64) and needs no JSON import.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function bytesOf(weights: Int16Array): Uint8Array {
  const bytes = new Uint8Array(weights.length * 2);
  weights.forEach((weight, index) => {
    bytes[index * 2] = weight & 0xff;
    bytes[index * 2 + 1] = (weight >> 8) & 0xff;
  });
  return bytes;
}

export function encodeWeights(weights: Int16Array): string {
  const bytes = bytesOf(weights);
  let encoded = "";
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] as number;
    const b = bytes[index + 1];
    const c = bytes[index + 2];
    const triple = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    encoded += ALPHABET[(triple >> 18) & 63] as string;
    encoded += ALPHABET[(triple >> 12) & 63] as string;
    encoded += b === undefined ? "=" : (ALPHABET[(triple >> 6) & 63] as string);
    encoded += c === undefined ? "=" : (ALPHABET[triple & 63] as string);
  }
  return encoded;
}

export function decodeWeights(encoded: string): Int16Array {
  const bytes: number[] = [];
  for (let index = 0; index < encoded.length; index += 4) {
    const sextets = [...encoded.slice(index, index + 4)].map((char) =>
      char === "=" ? -1 : ALPHABET.indexOf(char),
    );
    const [a = 0, b = 0, c = -1, d = -1] = sextets;
    const triple = (a << 18) | (b << 12) | (Math.max(c, 0) << 6) | Math.max(d, 0);
    bytes.push((triple >> 16) & 0xff);
    if (c >= 0) bytes.push((triple >> 8) & 0xff);
    if (d >= 0) bytes.push(triple & 0xff);
  }
  const weights = new Int16Array(bytes.length / 2);
  for (let index = 0; index < weights.length; index++) {
    const low = bytes[index * 2] as number;
    const high = bytes[index * 2 + 1] as number;
    weights[index] = (((high << 8) | low) << 16) >> 16;
  }
  return weights;
}

/** The source of weights.ts for a trained model. */
export function weightsModule(learned: LearnedWeights, trainedOn: string): string {
  return `// Written by scripts/train-contact-model.ts (${trainedOn}); do not edit by hand.
// Retrain with: apps/server/node_modules/.bin/tsx packages/domain/scripts/train-contact-model.ts --write

export const CONTACT_MODEL_SCALE = ${learned.scale};

export const CONTACT_MODEL_WEIGHTS =
  "${encodeWeights(learned.weights)}";
`;
}

/** The weights a weights module holds. */
export function learnedWeights(scale: number, encoded: string): LearnedWeights {
  return { scale, weights: decodeWeights(encoded) };
}
