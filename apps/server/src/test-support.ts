import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { JobRetry, RateLimits } from "@uplink/api";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { buildApp } from "./app";
import { loadConfig } from "./config";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** The app's DATA_DIR, a fresh temporary directory. */
  dataDir: string;
  logs: () => string;
  close(): Promise<void>;
}

/** A minimal built SPA: an index page and one fingerprinted asset. */
export async function makeWebDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "uplink-web-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(
    path.join(dir, "index.html"),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>',
  );
  await writeFile(path.join(dir, "assets", "app-abc123.js"), "console.log('uplink');");
  return dir;
}

/** The whole app on a fresh database and data directory, ready for `inject`. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    webDir?: string;
    rateLimits?: Partial<RateLimits>;
    /** Runs the durable jobs, as the server does (see BuildAppOptions.jobs). */
    jobs?: boolean;
    mailRetry?: JobRetry;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), "uplink-data-"));
  const config = loadConfig({ LOG_LEVEL: "info", DATA_DIR: dataDir, ...options.env });
  const stream = new PassThrough();
  let output = "";
  stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const app = await buildApp({
    config,
    db: database.db,
    webDir: options.webDir,
    logStream: stream,
    rateLimits: options.rateLimits,
    jobs: options.jobs,
    mailRetry: options.mailRetry,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    logs: () => output,
    async close() {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
