import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import { deleteUnusedPhotoFiles } from "./delete-unused-photos";
import type { PhotoMimeType } from "./image-type";
import { parsePhotoKey, type PhotoStore } from "./photo-store";
import { deleteExpiredPhotoUploads } from "./photo-uploads";

/** An object younger than this may belong to a request still writing its rows. */
export const ORPHAN_PHOTO_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** How many hashes one query and one locking transaction take. */
const BATCH = 200;

/** What DiskPhotoStore writes before renaming it; left behind only by a crash. */
const TEMPORARY_FILE = /^[0-9a-f]{64}\.(jpg|png)\.[0-9a-f-]{36}\.tmp$/;

/**
 * Deletes photo uploads that expired unused by `now`, then removes objects of the photo
 * store that no lead_photos or photo_uploads row names (by content hash) and that were
 * last written more than a day before `now`, and temporary files a crashed
 * write left behind as long ago. Such objects come from a transaction that wrote a
 * request's photos and then rolled back, from a process that stopped halfway, or from a
 * photo uploaded on its own that no request took before its upload expired.
 *
 * A younger object is kept whatever the rows say: a request may have written it and be
 * about to write its row. Older ones are removed through deleteUnusedPhotoFiles, under
 * the exclusive content locks, so a request writing a row for the same content at that
 * moment is waited for and keeps the object, and one that comes later writes it again
 * (see lockPhotoContents). Objects whose keys are not the store's own are left alone.
 * Answers how many objects it removed.
 */
export async function sweepOrphanPhotoFiles(
  db: Kysely<Database>,
  store: PhotoStore,
  now: Date = new Date(),
): Promise<number> {
  await deleteExpiredPhotoUploads(db, now);
  const cutoff = now.getTime() - ORPHAN_PHOTO_MIN_AGE_MS;
  let removed = 0;
  const candidates: { contentHash: string; mimeType: PhotoMimeType }[] = [];
  for await (const { key, lastModified } of store.list()) {
    if (lastModified.getTime() > cutoff) continue;
    const photo = parsePhotoKey(key);
    if (photo !== null) candidates.push(photo);
    else if (TEMPORARY_FILE.test(key) && (await store.remove(key))) removed += 1;
  }

  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH);
    const hashes = batch.map((photo) => photo.contentHash);
    const named = await db
      .selectFrom("leadPhotos")
      .select("contentHash")
      .where("contentHash", "in", hashes)
      .union((eb) =>
        eb.selectFrom("photoUploads").select("contentHash").where("contentHash", "in", hashes),
      )
      .execute();
    const used = new Set(named.map((row) => row.contentHash));
    removed += await deleteUnusedPhotoFiles(
      db,
      store,
      batch.filter((photo) => !used.has(photo.contentHash)),
    );
  }
  return removed;
}
