import { buffer } from "node:stream/consumers";
import { DiskPhotoStore, parsePhotoKey, S3PhotoStore } from "@uplink/api/server";
import { ConfigError, type Config } from "../../config";

export interface PhotoMigration {
  copied: number;
  /** Already in the bucket: a run that stopped halfway, or run again, copies each photo once. */
  skipped: number;
  /** Files of DATA_DIR/photos that are no stored photo (a crashed write's leftovers). */
  ignored: number;
}

/**
 * `pnpm photos:migrate`: copies the photos of `${DATA_DIR}/photos` to the PHOTO_STORE=s3
 * bucket, each unless its key is there already, and says what it did with each file.
 * The photos stay on disk; a running instance may go on storing there meanwhile, and a
 * second run copies what it added. The files are read as they are: they were named by
 * the hash of their bytes when written, so they land under the same keys.
 */
export async function migratePhotosToBucket(
  config: Pick<Config, "dataDir" | "photoStore">,
  say: (line: string) => void,
): Promise<PhotoMigration> {
  if (config.photoStore.kind !== "s3") {
    throw new ConfigError(["PHOTO_STORE must be s3 to copy the photos to its bucket"]);
  }
  const disk = new DiskPhotoStore(config.dataDir);
  const bucket = new S3PhotoStore(config.photoStore);
  const migration: PhotoMigration = { copied: 0, skipped: 0, ignored: 0 };
  try {
    for await (const { key } of disk.list()) {
      if (parsePhotoKey(key) === null) {
        migration.ignored += 1;
        say(`ignored ${key}: not a stored photo`);
        continue;
      }
      // Null when removed since listed: its last row was deleted meanwhile.
      const stored = await disk.read(key);
      if (stored === null) continue;
      if (await bucket.writeOnce(key, await buffer(stored.body))) {
        migration.copied += 1;
        say(`copied ${key}`);
      } else {
        migration.skipped += 1;
        say(`skipped ${key}: already in the bucket`);
      }
    }
  } finally {
    bucket.destroy();
  }
  say(
    `${migration.copied} copied, ${migration.skipped} already in the bucket, ` +
      `${migration.ignored} ignored (from ${disk.directory} to ${config.photoStore.bucket}).`,
  );
  return migration;
}
