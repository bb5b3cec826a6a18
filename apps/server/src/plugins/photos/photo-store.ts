import { DiskPhotoStore, S3PhotoStore, type PhotoStore } from "@uplink/api/server";
import type { Config } from "../../config";

/** The store PHOTO_STORE names: files under DATA_DIR/photos, or the S3_* bucket. */
export function photoStoreOf(config: Pick<Config, "dataDir" | "photoStore">): PhotoStore {
  const { photoStore } = config;
  return photoStore.kind === "s3"
    ? new S3PhotoStore(photoStore)
    : new DiskPhotoStore(config.dataDir);
}
