import { messages } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { NotFound } from "../errors";
import type { PhotoMimeType } from "../photos/image-type";
import { readPhoto } from "../photos/photo-store";
import { isUuid, maySeeLead } from "./lead-access";

export interface PhotoFile {
  bytes: Buffer;
  mimeType: PhotoMimeType;
}

/**
 * GET /api/photos/{id}: the stored bytes, for the lead's customer, its assigned
 * installer and administrators. Anyone else, signed in or not, gets the same NotFound
 * as for a photo that does not exist, so photo ids reveal nothing.
 */
export async function readLeadPhoto(
  deps: ApiDeps,
  user: SessionUser | null,
  photoId: string,
): Promise<PhotoFile> {
  if (!isUuid(photoId)) throw new NotFound(messages.server.notFound);
  const photo = await deps.db
    .selectFrom("leadPhotos")
    .innerJoin("leads", "leads.id", "leadPhotos.leadId")
    .selectAll("leads")
    .select(["leadPhotos.contentHash", "leadPhotos.mimeType"])
    .where("leadPhotos.id", "=", photoId)
    .executeTakeFirst();
  if (!photo || !maySeeLead(user, photo)) throw new NotFound(messages.server.notFound);
  return {
    bytes: await readPhoto(deps.config.dataDir, photo.contentHash, photo.mimeType),
    mimeType: photo.mimeType,
  };
}
