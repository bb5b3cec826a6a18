import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm, symlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, UserRow } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { insertLeadPhotos } from "../leads/lead-photos";
import { createLead, createUser } from "../testing";
import { ingestPhoto, type IngestedPhoto } from "./ingest-photo";
import { DiskPhotoStore } from "./disk-photo-store";
import { ensureStoredPhoto, photoKeyOf, storePhoto } from "./photo-store";
import { ORPHAN_PHOTO_MIN_AGE_MS, sweepOrphanPhotoFiles } from "./sweep-orphan-photos";
import { dataUrl, sceneJpeg, scenePng } from "../testing/test-images";

let database: TestDatabase;
let customer: UserRow;
let dataDir: string;
let seed = 500;

beforeAll(async () => {
  database = await createTestDatabase();
  customer = await createUser(database.db, { role: "customer" });
});

afterAll(() => database.destroy());

const HOUR = 60 * 60 * 1000;
const store = () => new DiskPhotoStore(dataDir);
const fileOf = (photo: IngestedPhoto) =>
  store().fileOf(photoKeyOf(photo.contentHash, photo.mimeType));
const photoFiles = async () => (await readdir(path.join(dataDir, "photos"))).sort();

/** Sets a file's modification time to `ageMs` before now. */
async function age(file: string, ageMs: number): Promise<void> {
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
}

/** A checked photo whose file is written, as a request writes it, and no row yet. */
async function writtenPhoto(kind: "jpeg" | "png" = "jpeg"): Promise<IngestedPhoto> {
  seed += 1;
  const bytes = kind === "jpeg" ? await sceneJpeg({ seed }) : await scenePng({ seed });
  const photo = await ingestPhoto(dataUrl(bytes, `image/${kind}`));
  await ensureStoredPhoto(store(), photo);
  return photo;
}

async function rowFor(db: Kysely<Database>, photo: IngestedPhoto): Promise<void> {
  const lead = await createLead(database.db, customer.id);
  await db
    .transaction()
    .execute((trx) =>
      insertLeadPhotos(trx, store(), lead.id, "property", customer.id, [{ photo }]),
    );
}

describe("sweeping orphaned photo files", () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "uplink-photo-sweep-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("removes files no row names once they are older than a day, and nothing else", async () => {
    const oldOrphan = await writtenPhoto();
    const oldOrphanPng = await writtenPhoto("png");
    const youngOrphan = await writtenPhoto();
    const oldNamed = await writtenPhoto();
    await rowFor(database.db, oldNamed);
    const oldTemporary = `${fileOf(youngOrphan)}.${randomUUID()}.tmp`;
    const youngTemporary = `${fileOf(oldNamed)}.${randomUUID()}.tmp`;
    const foreign = path.join(dataDir, "photos", "README.txt");
    await writeFile(oldTemporary, "half a photo");
    await writeFile(youngTemporary, "half a photo being written");
    await writeFile(foreign, "not a photo of the store");

    const aDayAndAMinute = ORPHAN_PHOTO_MIN_AGE_MS + 60_000;
    for (const file of [fileOf(oldOrphan), fileOf(oldOrphanPng), fileOf(oldNamed)]) {
      await age(file, aDayAndAMinute);
    }
    await age(oldTemporary, aDayAndAMinute);
    await age(foreign, 30 * 24 * HOUR);
    // Just short of the day: a request may still be writing its row.
    await age(fileOf(youngOrphan), ORPHAN_PHOTO_MIN_AGE_MS - HOUR);

    expect(await sweepOrphanPhotoFiles(database.db, store())).toBe(3);

    expect(await photoFiles()).toEqual(
      [fileOf(youngOrphan), fileOf(oldNamed), youngTemporary, foreign]
        .map((file) => path.basename(file))
        .sort(),
    );
    expect(await sweepOrphanPhotoFiles(database.db, store())).toBe(0);
  });

  it("never follows a link in the store", async () => {
    const outside = await mkdtemp(path.join(tmpdir(), "uplink-photo-sweep-outside-"));
    const target = path.join(outside, "precious.jpg");
    await writeFile(target, "somebody else's file");
    const link = path.join(dataDir, "photos", `${"ab".repeat(32)}.jpg`);
    await symlink(target, link);
    await age(target, 30 * 24 * HOUR);

    expect(await sweepOrphanPhotoFiles(database.db, store())).toBe(0);
    expect(await readdir(outside)).toEqual(["precious.jpg"]);
    await rm(outside, { recursive: true, force: true });
    await rm(link);
  });

  it("waits for a request writing a row for an old orphan's content, then keeps the file", async () => {
    const photo = await writtenPhoto();
    await age(fileOf(photo), 2 * ORPHAN_PHOTO_MIN_AGE_MS);
    const lead = await createLead(database.db, customer.id);

    let sweep: Promise<number> | undefined;
    await database.db.transaction().execute(async (trx) => {
      await insertLeadPhotos(trx, store(), lead.id, "property", customer.id, [{ photo }]);
      sweep = sweepOrphanPhotoFiles(database.db, store());
      await untilALockIsAwaited(database.db);
    });

    expect(await sweep).toBe(0);
    expect(await photoFiles()).toContain(path.basename(fileOf(photo)));
  });

  it("lets a request that comes after the sweep write the file again with its row", async () => {
    const photo = await writtenPhoto();
    await age(fileOf(photo), 2 * ORPHAN_PHOTO_MIN_AGE_MS);

    expect(await sweepOrphanPhotoFiles(database.db, store())).toBe(1);
    expect(await photoFiles()).not.toContain(path.basename(fileOf(photo)));
    await rowFor(database.db, photo);
    expect(await photoFiles()).toContain(path.basename(fileOf(photo)));
  });

  it("finds nothing to do in a data directory without photos", async () => {
    const empty = await mkdtemp(path.join(tmpdir(), "uplink-photo-sweep-empty-"));
    expect(await sweepOrphanPhotoFiles(database.db, new DiskPhotoStore(empty))).toBe(0);
    await rm(empty, { recursive: true, force: true });
  });

  it("removes hundreds of old orphans in one sweep", async () => {
    const many = await mkdtemp(path.join(tmpdir(), "uplink-photo-sweep-many-"));
    const stored = await storePhoto(new DiskPhotoStore(many), await sceneJpeg({ seed: 999 }));
    const directory = path.join(many, "photos");
    const names = Array.from({ length: 450 }, (_, index) => {
      const hash = index.toString(16).padStart(64, "0");
      return `${hash}.jpg`;
    });
    for (const name of names) {
      await writeFile(path.join(directory, name), stored.bytes);
      await age(path.join(directory, name), 2 * ORPHAN_PHOTO_MIN_AGE_MS);
    }
    expect(await sweepOrphanPhotoFiles(database.db, new DiskPhotoStore(many))).toBe(450);
    expect(await readdir(directory)).toEqual([photoKeyOf(stored.contentHash, stored.mimeType)]);
    await rm(many, { recursive: true, force: true });
  });
});

/** Until a session of this database waits for an advisory lock, i.e. for a photo's content. */
async function untilALockIsAwaited(db: Kysely<Database>): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_locks
      where locktype = 'advisory' and not granted
        and database = (select oid from pg_database where datname = current_database())
    `.execute(db);
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
