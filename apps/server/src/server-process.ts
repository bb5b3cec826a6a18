import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { freePort } from "./test-support";

/*
 * Test support: the server as `npm start` runs it (src/main.ts, from source), as a real
 * child process that a test can kill -9 and start again (restart tests).
 */

const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  /** Sends `signal` and resolves once the process has exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the server with `env` on a free port and answers once it is healthy; `cleanups`
 * gets its SIGTERM, for the test's afterEach.
 */
export async function startServerProcess(
  env: Record<string, string>,
  cleanups: (() => Promise<unknown>)[],
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port) };
  // Mail goes to DATA_DIR/outbox whatever the shell has set.
  delete childEnv.SMTP_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  cleanups.push(() => stop("SIGTERM"));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { baseUrl, stop };
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Polls `done` every 200 ms for up to a minute. */
export async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A fresh test database and data directory for server processes, both removed by
 * `cleanups`, and the environment that points a server at them (with `env` added).
 */
export async function processEnvironment(
  cleanups: (() => Promise<unknown>)[],
  env: Record<string, string>,
): Promise<{ database: TestDatabase; env: Record<string, string> }> {
  const database = await createTestDatabase();
  cleanups.push(() => database.destroy());
  const dataDir = await mkdtemp(path.join(tmpdir(), "uplink-process-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return {
    database,
    env: {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
  };
}
