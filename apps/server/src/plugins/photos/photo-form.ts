import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import { Busboy } from "@fastify/busboy";
import { MAX_PHOTO_BYTES, said } from "@uplink/domain";
import { Refusal } from "../errors";

/** The one form field a multipart upload carries its photo in. */
export const PHOTO_FIELD = "photo";

/**
 * The photo of a multipart form read from `body` as it streams in (busboy): exactly one
 * part, a file in the field PHOTO_FIELD, of at most MAX_PHOTO_BYTES, held only up to that
 * size. Anything else (no file, another field, a second part, a malformed form or one cut
 * short) is refused with 400, a larger file with 413 as a data URL too large is.
 *
 * Read from the body the server's hooks hand on (held to its limit and paced while it
 * waits its turn in the line of photo bodies), not from the socket beneath it, so a form
 * is held to the same rules as every other photo body.
 */
export function readFormPhoto(headers: IncomingHttpHeaders, body: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const refuse = (error: Error) => {
      if (settled) return;
      settled = true;
      body.unpipe();
      reject(error);
    };
    const notOnePhoto = () => refuse(new Refusal(400, said.server.photoUploadOneFile));
    let form: ReturnType<typeof Busboy>;
    try {
      form = Busboy({
        headers: { ...headers, "content-type": headers["content-type"] ?? "" },
        limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1, fieldNameSize: 64 },
      });
    } catch {
      notOnePhoto();
      return;
    }
    let photo: Buffer | undefined;
    form.on("file", (fieldname, file) => {
      if (fieldname !== PHOTO_FIELD) {
        file.resume();
        notOnePhoto();
        return;
      }
      const chunks: Buffer[] = [];
      file.on("data", (chunk: Buffer) => chunks.push(chunk));
      file.on("limit", () => refuse(new Refusal(413, said.validation.photoTooLarge)));
      file.on("end", () => {
        if (!file.truncated) photo = Buffer.concat(chunks);
      });
    });
    form.on("field", notOnePhoto);
    form.on("partsLimit", notOnePhoto);
    form.on("filesLimit", notOnePhoto);
    form.on("fieldsLimit", notOnePhoto);
    form.on("error", notOnePhoto);
    form.on("finish", () => {
      if (photo === undefined) notOnePhoto();
      else if (!settled) {
        settled = true;
        resolve(photo);
      }
    });
    // The body's own refusals (too large, too slow) are answered as they are.
    body.on("error", refuse);
    body.pipe(form);
  });
}
