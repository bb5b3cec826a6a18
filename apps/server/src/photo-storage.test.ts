import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import { blankPng, createUser, dataUrl, sceneJpeg } from "@uplink/api/testing";
import { createTestDatabase } from "@uplink/db/testing";
import { messages } from "@uplink/domain";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { buildTestApp, type TestApp } from "./test-support";

const DAY = 24 * 60 * 60 * 1000;

async function photoFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, "photos"))).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

describe("POST /api/workflow/leads with nine good photos and a refused tenth", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("answers 400 naming the tenth photo and stores no file", async () => {
    const customer = await createUser(t.database.db, { role: "customer" });
    const { token } = await createSession(t.database.db, customer.id);
    const photos = await Promise.all(
      Array.from({ length: 9 }, async (_, index) =>
        dataUrl(await sceneJpeg({ seed: 600 + index })),
      ),
    );

    const response = await t.app.inject({
      method: "POST",
      url: "/api/workflow/leads",
      headers: { authorization: `Bearer ${token}` },
      payload: {
        address: "Hauptstraße 1, Berlin, 10115",
        photos: [...photos, dataUrl(await blankPng(), "image/png")],
      },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.server.photoAtPosition(10, messages.server.photoLooksBlank),
    });
    expect(await photoFiles(t.dataDir)).toEqual([]);
  });
});

describe("the orphaned photo sweep", () => {
  it("runs when the job queue starts, removes old files no row names, keeps young ones, and logs how many", async () => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), "uplink-sweep-at-start-"));
    const photosDir = path.join(dataDir, "photos");
    await mkdir(photosDir);
    const oldOrphan = `${"a".repeat(64)}.jpg`;
    const youngOrphan = `${"b".repeat(64)}.png`;
    for (const [name, ageMs] of [
      [oldOrphan, 2 * DAY],
      [youngOrphan, DAY / 2],
    ] as const) {
      await writeFile(path.join(photosDir, name), "photo bytes");
      const when = new Date(Date.now() - ageMs);
      await utimes(path.join(photosDir, name), when, when);
    }

    const stream = new PassThrough();
    const swept = new Promise<Record<string, unknown>>((resolve) => {
      let output = "";
      stream.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const line = output
          .split("\n")
          .find((candidate) => candidate.includes('"orphaned photo files swept"'));
        if (line) resolve(JSON.parse(line) as Record<string, unknown>);
      });
    });
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "info", DATA_DIR: dataDir }),
      db: database.db,
      logStream: stream,
      jobs: true,
    });
    try {
      await app.ready();
      expect(await swept).toMatchObject({ removed: 1 });
      expect(await photoFiles(dataDir)).toEqual([youngOrphan]);
    } finally {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
