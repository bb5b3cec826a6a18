import { lstat, readdir } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import { deleteUnusedPhotoFiles } from "./delete-unused-photos";
import type { PhotoMimeType } from "./image-type";
import { removeFileIfPresent } from "./photo-store";

/** A file younger than this may belong to a request still writing its rows. */
export const ORPHAN_PHOTO_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** How many hashes one query and one locking transaction take. */
const BATCH = 200;

/** `<sha256>.<ext>`, as photoFilePath names a stored photo. */
const PHOTO_FILE = /^([0-9a-f]{64})\.(jpg|png)$/;
/** What writeOnce writes before renaming it; left behind only by a crash. */
const TEMPORARY_FILE = /^[0-9a-f]{64}\.(jpg|png)\.[0-9a-f-]{36}\.tmp$/;

/**
 * Removes files in the photo store that no lead_photos row names (by content hash) and
 * that were last written more than a day before `now`, and temporary files a crashed
 * write left behind as long ago. Such files come from a transaction that wrote a
 * request's photos and then rolled back, or from a process that stopped halfway.
 *
 * A younger file is kept whatever the rows say: a request may have written it and be
 * about to write its row. Older ones are removed through deleteUnusedPhotoFiles, under
 * the exclusive content locks, so a request writing a row for the same content at that
 * moment is waited for and keeps the file, and one that comes later writes it again
 * (see lockPhotoContents). Files whose names are not the store's own are left alone.
 * Answers how many files it removed.
 */
export async function sweepOrphanPhotoFiles(
  db: Kysely<Database>,
  dataDir: string,
  now: Date = new Date(),
): Promise<number> {
  const directory = path.join(dataDir, "photos");
  const cutoff = now.getTime() - ORPHAN_PHOTO_MIN_AGE_MS;
  let removed = 0;
  const candidates: { contentHash: string; mimeType: PhotoMimeType }[] = [];
  for (const name of await namesIn(directory)) {
    const photo = PHOTO_FILE.exec(name);
    if (photo === null && !TEMPORARY_FILE.test(name)) continue;
    const file = path.join(directory, name);
    const stats = await statsOf(file);
    if (stats === null || !stats.isFile() || stats.mtimeMs > cutoff) continue;
    if (photo === null) {
      if (await removeFileIfPresent(file)) removed += 1;
    } else {
      const [, contentHash = "", extension = ""] = photo;
      candidates.push({ contentHash, mimeType: extension === "png" ? "image/png" : "image/jpeg" });
    }
  }

  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH);
    const named = await db
      .selectFrom("leadPhotos")
      .select("contentHash")
      .distinct()
      .where(
        "contentHash",
        "in",
        batch.map((photo) => photo.contentHash),
      )
      .execute();
    const used = new Set(named.map((row) => row.contentHash));
    removed += await deleteUnusedPhotoFiles(
      db,
      dataDir,
      batch.filter((photo) => !used.has(photo.contentHash)),
    );
  }
  return removed;
}

async function namesIn(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** lstat, so a link in the store is judged as itself and never followed. */
async function statsOf(file: string) {
  try {
    return await lstat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
