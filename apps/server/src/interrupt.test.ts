import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { logLines, spawnServer, untilHealthy } from "./server-process-support";
import { freePort } from "./test-support";

/*
 * README: "Stop it with Ctrl-C; it shuts down the server and the embedded database
 * cleanly." A terminal's Ctrl-C sends SIGINT to the whole foreground process group: the
 * server and the embedded PostgreSQL it started both receive it, and PostgreSQL ends the
 * server's connections at once while the server is still stopping.
 */

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("Ctrl-C on a server with the embedded database", () => {
  it(
    "stops the server and the database, logging no error, and leaves no process behind",
    // From source with an embedded PostgreSQL made afresh: initdb and tsx's compiling take
    // several seconds alone, far more on a two-core CI machine busy with the browser suite.
    { timeout: 180_000 },
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "uplink-interrupt-"));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: path.join(dir, "data"),
        HOST: "127.0.0.1",
        PORT: String(port),
        LOG_LEVEL: "info",
      };
      delete env.DATABASE_URL;
      delete env.SMTP_URL;
      const server = spawnServer(env, { detached: true });
      const pid = server.child.pid as number;
      cleanups.push(async () => {
        if (groupAlive(pid)) process.kill(-pid, "SIGKILL");
        await server.exited;
      });
      await untilHealthy(server, port, 150_000);

      process.kill(-pid, "SIGINT");
      const { code, output } = await server.exited;
      expect(code, output).toBe(0);
      const lines = logLines(output);
      expect(
        lines.filter((line) => (line.level as number) >= 50),
        output,
      ).toEqual([]);
      expect(lines.at(-1)?.msg, output).toBe("stopped");
      // The embedded server is gone with the server, and its data directory is free.
      const gone = Date.now() + 10_000;
      while (groupAlive(pid) && Date.now() < gone) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(groupAlive(pid)).toBe(false);
      expect(existsSync(path.join(dir, "data", "pg", "postmaster.pid"))).toBe(false);
    },
  );
});
