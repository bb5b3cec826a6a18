import type { Kysely } from "kysely";
import type { Database, LeadPhotoRow } from "@uplink/db";
import { lockPhotoContents } from "./photo-content-lock";
import { photoKeyOf, type PhotoStore } from "./photo-store";

/**
 * Removes the stored objects of photos whose rows were deleted, unless another row (of a
 * lead's photo or of a photo upload) still names the same content (objects are shared by content hash). Runs after the deletion
 * committed, under the exclusive content locks: an upload of the same bytes writing
 * its row at this moment is waited for and then keeps the object, and one that comes
 * after writes the object again before its row (see lockPhotoContents). Answers how many
 * objects it removed.
 */
export async function deleteUnusedPhotoFiles(
  db: Kysely<Database>,
  store: PhotoStore,
  deleted: readonly Pick<LeadPhotoRow, "contentHash" | "mimeType">[],
): Promise<number> {
  if (deleted.length === 0) return 0;
  const hashes = deleted.map((photo) => photo.contentHash);
  return db.transaction().execute(async (trx) => {
    await lockPhotoContents(trx, hashes, "exclusive");
    const stillUsed = await trx
      .selectFrom("leadPhotos")
      .select("contentHash")
      .where("contentHash", "in", hashes)
      .union((eb) =>
        eb.selectFrom("photoUploads").select("contentHash").where("contentHash", "in", hashes),
      )
      .execute();
    const used = new Set(stillUsed.map((row) => row.contentHash));
    let removed = 0;
    for (const photo of deleted) {
      if (used.has(photo.contentHash)) continue;
      if (await store.remove(photoKeyOf(photo.contentHash, photo.mimeType))) {
        removed += 1;
      }
    }
    return removed;
  });
}
