/** The longest edge a photo is sent with: plenty for an installer to judge a roof. */
export const MAX_PHOTO_EDGE = 2560;
/**
 * JPEG quality of a shrunk photo: no visible loss at 2560 px, a small part of a phone's
 * file (0.8 rather than 0.85: fewer bytes on a 0.75 Mbit/s upload).
 */
export const SHRUNK_JPEG_QUALITY = 0.8;

export interface PhotoSize {
  width: number;
  height: number;
}

/**
 * The size a photo is sent at: its longest edge brought down to `maxEdge`, the other in
 * proportion (rounded, at least 1 px); a photo already within it keeps its size (never
 * enlarged). A photo at least 640×480 therefore stays at least that, as the server's
 * checks need.
 */
export function shrunkSize({ width, height }: PhotoSize, maxEdge = MAX_PHOTO_EDGE): PhotoSize {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return {
    width: width >= height ? maxEdge : Math.max(1, Math.round(width * scale)),
    height: height > width ? maxEdge : Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A photo as it is sent: turned upright by its EXIF orientation, at shrunkSize, drawn on
 * white (a PNG's transparency would otherwise turn black) and encoded as a JPEG of
 * SHRUNK_JPEG_QUALITY. Drawing it on a canvas leaves every piece of metadata (GPS
 * position, camera, time) behind. A PNG screenshot becomes a JPEG too.
 */
export async function shrinkPhoto(photo: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: "from-image" });
  try {
    const { width, height } = shrunkSize(bitmap);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (context === null) throw new Error("no 2D canvas");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    return await canvas.convertToBlob({ type: "image/jpeg", quality: SHRUNK_JPEG_QUALITY });
  } finally {
    bitmap.close();
  }
}
