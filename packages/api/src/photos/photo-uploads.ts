import type { Kysely, Transaction } from "kysely";
import type { Database, PhotoUploadRow } from "@uplink/db";
import { said } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { BadRequest } from "../errors";
import type { PhotoCheckCounter } from "../ports/photo-check-counter";
import { CountedPhotoChecks } from "./counted-photo-checks";
import type { PhotoMimeType } from "./image-type";
import { ingestPhotoBytes } from "./ingest-photo";
import { lockPhotoContents } from "./photo-content-lock";
import { withRejectionsRecorded } from "./photo-rejections";
import { ensureStoredPhoto, type StoredPhoto } from "./photo-store";

/** How long an uploaded photo waits to be named by a request before it is swept. */
export const PHOTO_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** The answer of POST /api/photos/uploads: the id to name the photo by, until expiresAt. */
export interface PhotoUpload {
  id: string;
  expiresAt: string;
  mimeType: PhotoMimeType;
  width: number;
  height: number;
  byteSize: number;
}

/** A stored photo an upload holds, as a request's lead_photos row takes it. */
export interface UploadedPhoto extends StoredPhoto {
  perceptualHash: string;
}

/**
 * One photo sent as binary by a signed-in user: counted against photoChecksPerUser (or
 * taken from the checks counted before its body was read), put through the same checks,
 * re-encoding and hashing as a data URL (ingestPhotoBytes; a refusal is recorded and says
 * what the data-URL path says), then stored by content hash and kept for its uploader
 * for PHOTO_UPLOAD_TTL_MS. The object is written under the content's shared lock with
 * the row that names it, so the sweep never removes it while the upload lasts.
 */
export async function uploadPhoto(
  deps: ApiDeps & { photoChecks?: PhotoCheckCounter },
  user: SessionUser,
  bytes: Buffer,
): Promise<PhotoUpload> {
  await (deps.photoChecks ?? new CountedPhotoChecks()).count(deps.rateLimiter, user.id);
  const photo = await withRejectionsRecorded(deps, user, () => ingestPhotoBytes(bytes));
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockPhotoContents(trx, [photo.contentHash], "shared");
    await ensureStoredPhoto(deps.photoStore, photo);
    return trx
      .insertInto("photoUploads")
      .values({
        userId: user.id,
        contentHash: photo.contentHash,
        mimeType: photo.mimeType,
        width: photo.width,
        height: photo.height,
        byteSize: photo.byteSize,
        perceptualHash: photo.perceptualHash,
        expiresAt: new Date(Date.now() + PHOTO_UPLOAD_TTL_MS),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return {
    id: row.id,
    expiresAt: row.expiresAt.toISOString(),
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
  };
}

/**
 * The caller's unexpired uploads named by `ids`, in that order, without taking them: what
 * a completion checks before its lead is locked. An id that is another user's, expired,
 * unknown, already taken or named twice is refused with 400 (photoUploadUnknown).
 */
export async function findPhotoUploads(
  db: Kysely<Database>,
  userId: string,
  ids: readonly string[],
): Promise<UploadedPhoto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("photoUploads")
    .selectAll()
    .where("id", "in", ids)
    .where("userId", "=", userId)
    .where("expiresAt", ">", new Date())
    .execute();
  return inOrder(rows, ids);
}

/**
 * Takes the caller's uploads named by `ids` for a request being written in `trx`: locked,
 * checked as findPhotoUploads does, and deleted, so each is used once. The request's
 * lead_photos rows, written in the same transaction, then name their stored objects.
 */
export async function takePhotoUploads(
  trx: Transaction<Database>,
  userId: string,
  ids: readonly string[],
): Promise<UploadedPhoto[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .deleteFrom("photoUploads")
    .where("id", "in", ids)
    .where("userId", "=", userId)
    .where("expiresAt", ">", new Date())
    .returningAll()
    .execute();
  return inOrder(rows, ids);
}

function inOrder(rows: readonly PhotoUploadRow[], ids: readonly string[]): UploadedPhoto[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (new Set(ids).size !== ids.length || byId.size !== ids.length) {
    throw new BadRequest(said.validation.photoUploadUnknown);
  }
  return ids.map((id) => {
    const { contentHash, mimeType, width, height, byteSize, perceptualHash } = byId.get(id)!;
    return { contentHash, mimeType, width, height, byteSize, perceptualHash };
  });
}

/** Deletes uploads that expired before `now` unused; their objects are then orphans. */
export async function deleteExpiredPhotoUploads(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<number> {
  const result = await db
    .deleteFrom("photoUploads")
    .where("expiresAt", "<=", now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
