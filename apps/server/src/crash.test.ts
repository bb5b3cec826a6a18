import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "@uplink/db/testing";
import { logLines, spawnServer, untilHealthy, type Exit } from "./server-process-support";
import { freePort } from "./test-support";

/*
 * Operations: an error nothing catches must not leave a half-alive server. The process
 * logs it as fatal, stops gracefully within a short deadline and exits with a failure, so
 * that its supervisor (Kubernetes, Docker's restart policy, systemd) starts a fresh one.
 */

/**
 * Loaded into the server process before main.ts: on SIGUSR2 it throws, or leaves a
 * promise rejected with nobody to catch it, as a bug in a timer or a callback would.
 */
const CRASH_HOOK = `
process.on("SIGUSR2", () => {
  if (process.env.CRASH_KIND === "rejection") {
    void Promise.reject(new Error("a rejection nobody handles"));
  } else {
    throw new Error("an exception nobody catches");
  }
});
`;

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** Starts the server from source with the crash hook, waits until it is healthy, and crashes it. */
async function crashServer(kind: "exception" | "rejection"): Promise<Exit> {
  const database = await createTestDatabase();
  cleanups.push(() => database.destroy());
  const dir = await mkdtemp(path.join(tmpdir(), "uplink-crash-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const hook = path.join(dir, "crash-hook.mjs");
  await writeFile(hook, CRASH_HOOK);

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    DATA_DIR: path.join(dir, "data"),
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "info",
    CRASH_KIND: kind,
  };
  delete env.SMTP_URL;
  const server = spawnServer(env, { imports: [pathToFileURL(hook).href] });
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGKILL");
    }
    await server.exited;
  });
  await untilHealthy(server, port, 60_000);
  server.child.kill("SIGUSR2");
  return server.exited;
}

describe("an error nothing catches", () => {
  it.each([
    ["exception", "uncaughtException", "an exception nobody catches"],
    ["rejection", "unhandledRejection", "a rejection nobody handles"],
  ] as const)(
    "an uncaught %s is logged as fatal, the server stops gracefully and the process exits with 1",
    // The server starts from source (tsx compiles it as it loads): a few seconds alone, over
    // half a minute on a two-core CI machine busy with the browser suite; crashServer waits
    // up to a minute for it to become healthy, and the stop has its own deadline after that.
    { timeout: 120_000 },
    async (kind, origin, message) => {
      const exit = await crashServer(kind);

      expect({ code: exit.code, signal: exit.signal }, exit.output).toEqual({
        code: 1,
        signal: null,
      });
      const lines = logLines(exit.output);
      const fatal = lines.find((line) => line.level === 60);
      expect(fatal, exit.output).toMatchObject({
        origin,
        err: { message },
        msg: "uncaught error: stopping, for the supervisor to restart the process",
      });
      // The graceful stop ran after it: the server and the database closed.
      const stopped = lines.findIndex((line) => line.msg === "stopped");
      expect(stopped, exit.output).toBeGreaterThan(lines.indexOf(fatal!));
    },
  );
});
