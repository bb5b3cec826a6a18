import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { messages } from "@uplink/domain";
import { DiskPhotoStore } from "../photos/disk-photo-store";
import { blankPng, dataUrl, sceneJpeg } from "../testing/test-images";
import {
  contextFor,
  createCaller,
  createLead,
  createUser,
  refusalOf,
  testDeps,
  type TestDeps,
} from "../testing";

/*
 * A request's photos are all checked before any is stored: one refused photo, however
 * late in the list, leaves no file behind (and no row), so nothing needs cleaning up.
 */

let database: TestDatabase;
let deps: TestDeps;
let dataDir: string;
let customer: UserRow;
let installer: UserRow;
let ninePhotos: string[];
let blank: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "uplink-photo-batch-"));
  deps = testDeps(database.db, { photoStore: new DiskPhotoStore(dataDir) });
  customer = await createUser(database.db, { role: "customer" });
  installer = await createUser(database.db, { role: "installer", verificationStatus: "APPROVED" });
  ninePhotos = await Promise.all(
    Array.from({ length: 9 }, async (_, index) => dataUrl(await sceneJpeg({ seed: 300 + index }))),
  );
  blank = dataUrl(await blankPng(), "image/png");
});

afterAll(async () => {
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

const address = { street: "Hauptstraße 1", city: "Berlin", postalCode: "10115" };
const tenthRefused = {
  code: "BAD_REQUEST",
  message: messages.server.photoAtPosition(10, messages.server.photoLooksBlank),
};

async function photoFiles(): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, "photos"))).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

const photoRowCount = async () =>
  Number(
    (
      await database.db
        .selectFrom("leadPhotos")
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe("a request whose 10th photo is refused stores none of the nine before it", () => {
  it("when creating a request: no request, no row, no new file", async () => {
    const asCustomer = createCaller(await contextFor(deps, customer.id));
    const filesBefore = await photoFiles();
    const rowsBefore = await photoRowCount();

    expect(
      await refusalOf(asCustomer.leads.create({ address, photos: [...ninePhotos, blank] })),
    ).toEqual(tenthRefused);

    expect(await photoFiles()).toEqual(filesBefore);
    expect(await photoRowCount()).toBe(rowsBefore);
    const leads = await database.db
      .selectFrom("leads")
      .select("id")
      .where("customerId", "=", customer.id)
      .execute();
    expect(leads).toEqual([]);
  });

  it("when editing a request: the request is unchanged, no row, no new file", async () => {
    const asCustomer = createCaller(await contextFor(deps, customer.id));
    const lead = await createLead(database.db, customer.id);
    const filesBefore = await photoFiles();
    const rowsBefore = await photoRowCount();

    expect(
      await refusalOf(
        asCustomer.leads.update({
          id: lead.id,
          description: "A new description that is long enough",
          photos: [...ninePhotos, blank],
        }),
      ),
    ).toEqual(tenthRefused);

    expect(await photoFiles()).toEqual(filesBefore);
    expect(await photoRowCount()).toBe(rowsBefore);
    const stored = await database.db
      .selectFrom("leads")
      .select("description")
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(stored.description).toBe(lead.description);
  });

  it("when submitting completion photos: the job stays on site, no row, no new file", async () => {
    const asInstaller = createCaller(await contextFor(deps, installer.id));
    const lead = await createLead(database.db, customer.id);
    await asInstaller.leads.accept({ id: lead.id });
    await asInstaller.leads.markOnSite({ id: lead.id });
    const filesBefore = await photoFiles();
    const rowsBefore = await photoRowCount();

    const refusal = await refusalOf(
      asInstaller.leads.submitCompletion({ id: lead.id, photos: [...ninePhotos, blank] }),
    );
    expect(refusal.code).toBe("BAD_REQUEST");
    expect(refusal.message).toContain(messages.server.photoLooksBlank);

    expect(await photoFiles()).toEqual(filesBefore);
    expect(await photoRowCount()).toBe(rowsBefore);
    const stored = await database.db
      .selectFrom("leads")
      .select("status")
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("ON_SITE");
  });
});

describe("a request whose photos all pass", () => {
  it("stores each photo once, with its row, even while a refused request sends the same nine", async () => {
    const asCustomer = createCaller(await contextFor(deps, customer.id));
    const tenth = dataUrl(await sceneJpeg({ seed: 309 }));

    const [refused, accepted] = await Promise.allSettled([
      asCustomer.leads.create({ address, photos: [...ninePhotos, blank] }),
      asCustomer.leads.create({ address, photos: [...ninePhotos, tenth] }),
    ]);
    expect(refused.status).toBe("rejected");
    if (accepted.status !== "fulfilled") throw accepted.reason;

    const rows = await database.db
      .selectFrom("leadPhotos")
      .select(["contentHash", "mimeType"])
      .where("leadId", "=", accepted.value.id)
      .execute();
    expect(rows).toHaveLength(10);
    expect(await photoFiles()).toEqual(rows.map((row) => `${row.contentHash}.jpg`).sort());
  });
});
