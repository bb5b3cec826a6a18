import { randomUUID } from "node:crypto";
import { lstat, mkdir, open, readdir, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { ListedObject, PhotoStore, StoredObject } from "./photo-store";

/**
 * Photos as files of `${dataDir}/photos`, named by their keys: the store of a single
 * instance (PHOTO_STORE=disk, the default).
 */
export class DiskPhotoStore implements PhotoStore {
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = path.join(dataDir, "photos");
  }

  /**
   * Written to a temporary name first and then renamed, so a reader never sees half a
   * photo; a crash may leave the temporary file, which the orphan sweep removes.
   */
  async writeOnce(key: string, bytes: Buffer): Promise<boolean> {
    const file = this.fileOf(key);
    if (await exists(file)) return false;
    await mkdir(this.directory, { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      const handle = await open(temporary, "wx");
      try {
        await handle.writeFile(bytes);
        // On disk before it gets its name, so a crash cannot leave a named empty file.
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, file);
      return true;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<StoredObject | null> {
    let handle;
    try {
      handle = await open(this.fileOf(key), "r");
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      // The stream closes the file when it ends or is destroyed.
      return { body: handle.createReadStream(), byteSize: size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(key: string): Promise<boolean> {
    try {
      await unlink(this.fileOf(key));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Regular files only: lstat, so a link in the store is judged as itself, never followed. */
  async *list(): AsyncIterable<ListedObject> {
    for (const name of await namesIn(this.directory)) {
      const stats = await lstatOf(path.join(this.directory, name));
      if (stats?.isFile()) yield { key: name, lastModified: stats.mtime };
    }
  }

  /** A key is a file name of the store's directory, never a path out of it. */
  fileOf(key: string): string {
    if (key === "" || key.startsWith(".") || path.basename(key) !== key) {
      throw new Error(`not a key of the photo store: ${JSON.stringify(key)}`);
    }
    return path.join(this.directory, key);
  }
}

async function namesIn(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

async function lstatOf(file: string) {
  try {
    return await lstat(file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}
