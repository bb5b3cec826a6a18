import { ConcurrencyLimit } from "../concurrency-limit";

/**
 * Photos are taken through their checks one at a time across the process: decoded from
 * base64, inspected, hashed and re-encoded before the next one is begun. A photo of
 * MAX_PHOTO_MEGAPIXELS that must be held whole (re-encoding one turned by its EXIF
 * orientation) takes 150 MB of pixels, and several at once would take more memory than
 * the server has; a photo waiting its turn holds only the text it was sent as, not its
 * 10 MB of bytes besides. Photos queue behind each other instead, on one core.
 */
export const photoWork = new ConcurrencyLimit(1);
