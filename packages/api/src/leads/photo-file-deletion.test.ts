import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, UserRow } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import type { IngestedPhoto } from "../photos/ingest-photo";
import { DiskPhotoStore } from "../photos/disk-photo-store";
import { readPhoto } from "../photos/photo-store";
import { dataUrl, sceneJpeg } from "../testing/test-images";
import {
  contextFor,
  createCaller,
  createLead,
  createUser,
  testDeps,
  type TestDeps,
} from "../testing";
import { ingestPhotos, insertLeadPhotos } from "./lead-photos";

let database: TestDatabase;
let deps: TestDeps;
let dataDir: string;
let store: DiskPhotoStore;
let customer: UserRow;
let otherCustomer: UserRow;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "uplink-photo-deletion-"));
  store = new DiskPhotoStore(dataDir);
  deps = testDeps(database.db, { photoStore: store });
  customer = await createUser(database.db, { role: "customer" });
  otherCustomer = await createUser(database.db, { role: "customer" });
});

afterAll(async () => {
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

const address = { street: "Hauptstraße 1", city: "Berlin", postalCode: "10115" };
const photoFiles = () => readdir(path.join(dataDir, "photos"));
const storedBytes = (photo: IngestedPhoto) => readPhoto(store, photo.contentHash, photo.mimeType);

/** A request of the customer with one photo, and the same photo as another upload checked it. */
async function requestAndSecondUploadOf(seed: number) {
  const photo = dataUrl(await sceneJpeg({ seed }));
  const asCustomer = createCaller(await contextFor(deps, customer.id));
  const request = await asCustomer.leads.create({ address, photos: [photo] });
  const [stored] = await ingestPhotos([photo]);
  if (!stored) throw new Error("the photo was not checked");
  const otherLead = await createLead(database.db, otherCustomer.id);
  const deleteRequest = () => asCustomer.leads.delete({ id: request.id });
  const writeOtherRow = (db: Kysely<Database>) =>
    db
      .transaction()
      .execute((trx) =>
        insertLeadPhotos(trx, store, otherLead.id, "property", otherCustomer.id, [
          { photo: stored },
        ]),
      );
  return { stored, deleteRequest, writeOtherRow };
}

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

describe("deleting a request while the same photo is uploaded elsewhere", () => {
  it("removes the photo's file when no other request names it", async () => {
    const { stored, deleteRequest } = await requestAndSecondUploadOf(71);
    await deleteRequest();
    expect(await photoFiles()).not.toContain(`${stored.contentHash}.jpg`);
  });

  it("keeps the file for an upload that checked it before the deletion and writes its row after", async () => {
    const { stored, deleteRequest, writeOtherRow } = await requestAndSecondUploadOf(72);
    await deleteRequest();
    await writeOtherRow(database.db);
    expect(await storedBytes(stored)).toEqual(stored.bytes);
  });

  it("waits for an upload writing its row at that moment, then keeps the file", async () => {
    const { stored, deleteRequest } = await requestAndSecondUploadOf(73);
    let deletion: Promise<unknown> | undefined;
    await database.db.transaction().execute(async (trx) => {
      const [otherLead] = await trx
        .selectFrom("leads")
        .select("id")
        .where("customerId", "=", otherCustomer.id)
        .orderBy("createdAt", "desc")
        .limit(1)
        .execute();
      if (!otherLead) throw new Error("no other lead");
      await insertLeadPhotos(trx, store, otherLead.id, "property", otherCustomer.id, [
        { photo: stored },
      ]);
      deletion = deleteRequest();
      await untilALockIsAwaited(database.db);
    });
    await deletion;
    expect(await storedBytes(stored)).toEqual(stored.bytes);
  });
});

describe("deleting an account", () => {
  it("removes the files of its new requests' photos that no other request names", async () => {
    const password = "a long passphrase";
    const leaving = await createUser(database.db, { role: "customer", password });
    const asLeaving = createCaller(await contextFor(deps, leaving.id));
    const own = dataUrl(await sceneJpeg({ seed: 74 }));
    const shared = dataUrl(await sceneJpeg({ seed: 75 }));
    await asLeaving.leads.create({ address, photos: [own, shared] });
    const asOther = createCaller(await contextFor(deps, otherCustomer.id));
    await asOther.leads.create({ address, photos: [shared] });
    const [ownFile, sharedFile] = await ingestPhotos([own, shared]);

    await asLeaving.account.delete({ password });

    const files = await photoFiles();
    expect(files).not.toContain(`${ownFile?.contentHash}.jpg`);
    expect(files).toContain(`${sharedFile?.contentHash}.jpg`);
  });
});
