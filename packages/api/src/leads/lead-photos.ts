import type { Transaction } from "kysely";
import type { Database, LeadPhotoRow } from "@uplink/db";
import { type LeadPhoto, said } from "@uplink/domain";
import { AppError } from "../errors";
import { ingestPhoto, type IngestedPhoto } from "../photos/ingest-photo";
import { lockPhotoContents } from "../photos/photo-content-lock";
import type { UploadedPhoto } from "../photos/photo-uploads";
import { ensureStoredPhoto, type PhotoStore } from "../photos/photo-store";

/**
 * Decodes, checks and re-encodes photos one at a time (so ten large photos are never
 * decoded at once), writing nothing: a request is refused as a whole for any of its
 * photos and leaves no photo stored. The photos are stored by insertLeadPhotos with the
 * rows that name them. A refusal is the photo service's sentence, naming the photo when
 * several were sent.
 */
export async function ingestPhotos(photos: readonly string[]): Promise<IngestedPhoto[]> {
  const ingested: IngestedPhoto[] = [];
  for (const [index, photo] of photos.entries()) {
    try {
      ingested.push(await ingestPhoto(photo));
    } catch (error) {
      if (error instanceof AppError && photos.length > 1) {
        throw new AppError(error.code, said.server.photoAtPosition(index + 1, error.message));
      }
      throw error;
    }
  }
  return ingested;
}

export interface NewLeadPhoto {
  /** Checked now (with its bytes, stored with the row), or uploaded and stored before. */
  photo: IngestedPhoto | UploadedPhoto;
  caption?: string | null;
}

/**
 * Rows for checked photos of one lead, in the order given, and their stored objects. The
 * objects are written under the photos' shared content locks (a deletion of the last row
 * naming the same content removes the object only under the exclusive lock), so every
 * row names a stored photo. An uploaded photo's object is there already: its upload row,
 * taken in the same transaction (takePhotoUploads), kept it. An object whose transaction then rolls back has no row:
 * sweepOrphanPhotoFiles removes it a day later.
 */
export async function insertLeadPhotos(
  trx: Transaction<Database>,
  store: PhotoStore,
  leadId: string,
  kind: LeadPhotoRow["kind"],
  uploadedBy: string,
  photos: readonly NewLeadPhoto[],
): Promise<LeadPhotoRow[]> {
  if (photos.length === 0) return [];
  await lockPhotoContents(
    trx,
    photos.map(({ photo }) => photo.contentHash),
    "shared",
  );
  for (const { photo } of photos) {
    if ("bytes" in photo) await ensureStoredPhoto(store, photo);
  }
  // Rows of one statement share the transaction's now(): a millisecond apart, they list
  // in the order they were sent, which is what captions by position refer to.
  const now = Date.now();
  return trx
    .insertInto("leadPhotos")
    .values(
      photos.map(({ photo, caption }, index) => ({
        leadId,
        kind,
        uploadedBy,
        contentHash: photo.contentHash,
        mimeType: photo.mimeType,
        width: photo.width,
        height: photo.height,
        byteSize: photo.byteSize,
        perceptualHash: photo.perceptualHash,
        caption: caption ?? null,
        createdAt: new Date(now + index),
      })),
    )
    .returningAll()
    .execute();
}

/** A photo as responses carry it: served by GET /api/photos/{id} to permitted viewers. */
export function toLeadPhoto(row: LeadPhotoRow): LeadPhoto {
  return { id: row.id, url: photoUrlOf(row.id), caption: row.caption, kind: row.kind };
}

export function photoUrlOf(photoId: string): string {
  return `/api/photos/${photoId}`;
}
