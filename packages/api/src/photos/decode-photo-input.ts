import { MAX_PHOTO_BYTES, said } from "@uplink/domain";
import { BadRequest, PayloadTooLarge } from "../errors";

/** "data:image/png;base64," and the like; the declared type is ignored (content decides). */
const DATA_URL_PREFIX = /^data:[^,;]*(?:;[^,;]*)*;base64,/i;
const DATA_URL_SCHEME = /^data:/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const WHITESPACE = /\s+/g;
/**
 * Base64 may be wrapped in lines. Beyond this many characters the text cannot hold an
 * allowed photo however it is wrapped, so it is refused before any other work.
 */
const MAX_INPUT_CHARACTERS = Math.ceil(MAX_PHOTO_BYTES / 3) * 4 * 2;

/**
 * The bytes of one photo sent as a data URL (the browser's FileReader.readAsDataURL) or
 * as bare base64. The decoded size is computed from the length of the text, so an
 * oversized photo is refused before it is decoded into memory.
 */
export function decodePhotoInput(input: string): Buffer {
  if (input.length > MAX_INPUT_CHARACTERS) {
    throw new PayloadTooLarge(said.server.photoTooLarge(Math.floor((input.length * 3) / 4)));
  }
  const prefix = DATA_URL_PREFIX.exec(input);
  // A data URL without ";base64" carries percent-encoded text, never a photo we accept.
  if (!prefix && DATA_URL_SCHEME.test(input)) throw new BadRequest(said.server.photoUnreadable);
  const payload = (prefix ? input.slice(prefix[0].length) : input).replace(WHITESPACE, "");

  // A remainder of one character cannot encode any byte.
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) {
    throw new BadRequest(said.server.photoUnreadable);
  }
  const decodedBytes = decodedLength(payload);
  if (decodedBytes > MAX_PHOTO_BYTES)
    throw new PayloadTooLarge(said.server.photoTooLarge(decodedBytes));
  return decodeBase64(payload, decodedBytes);
}

/**
 * Base64 is decoded a slice of this many characters at a time (a multiple of 4, so each
 * slice decodes on its own): Node copies the text it decodes to a buffer of its own
 * first, which for a whole 10 MB photo would be 13 MB more at once.
 */
const DECODE_SLICE_CHARACTERS = 1024 * 1024;

function decodeBase64(base64: string, decodedBytes: number): Buffer {
  const bytes = Buffer.allocUnsafe(decodedBytes);
  let written = 0;
  for (let at = 0; at < base64.length; at += DECODE_SLICE_CHARACTERS) {
    written += bytes.write(base64.slice(at, at + DECODE_SLICE_CHARACTERS), written, "base64");
  }
  return bytes.subarray(0, written);
}

function decodedLength(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor(((base64.length - padding) * 3) / 4);
}
