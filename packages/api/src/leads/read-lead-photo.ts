import type { Readable } from "node:stream";
import { said } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { NotFound } from "../errors";
import type { PhotoMimeType } from "../photos/image-type";
import { openPhoto } from "../photos/photo-store";
import { isUuid, maySeeLead } from "./lead-access";

export interface PhotoFile {
  /** The stored bytes, streamed from the photo store. */
  body: Readable;
  byteSize: number;
  mimeType: PhotoMimeType;
}

/**
 * GET /api/photos/{id}: the stored bytes, streamed from the store (disk or bucket), for the lead's customer, its assigned
 * installer and administrators. Anyone else, signed in or not, gets the same NotFound
 * as for a photo that does not exist, so photo ids reveal nothing.
 */
export async function readLeadPhoto(
  deps: ApiDeps,
  user: SessionUser | null,
  photoId: string,
): Promise<PhotoFile> {
  if (!isUuid(photoId)) throw new NotFound(said.server.notFound);
  const photo = await deps.db
    .selectFrom("leadPhotos")
    .innerJoin("leads", "leads.id", "leadPhotos.leadId")
    .selectAll("leads")
    .select(["leadPhotos.contentHash", "leadPhotos.mimeType"])
    .where("leadPhotos.id", "=", photoId)
    .executeTakeFirst();
  if (!photo || !maySeeLead(user, photo)) throw new NotFound(said.server.notFound);
  const stored = await openPhoto(deps.photoStore, photo.contentHash, photo.mimeType);
  return { body: stored.body, byteSize: stored.byteSize, mimeType: photo.mimeType };
}
